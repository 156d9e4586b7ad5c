/* global module */
/**
 * @faker-js/faker's English locale in the browser build of the request panel (src/plugins/openapi-theme).
 * postman-collection calls it only to fill Postman's dynamic variables ({{$randomCity}} and the like) in a request;
 * the panel builds its requests from the OpenAPI specs, which hold none. postman-collection lists those generators
 * when it loads (`generator: faker.address.city`), so every `faker.<module>.<function>` exists here; calling one says
 * that the data is not included instead of returning made-up values. CommonJS, because postman-collection requires
 * the module object itself as the faker instance.
 */
const notIncluded = (name) => () => {
  throw new Error(`faker.${name}: Postman dynamic variables are not part of the browser build (src/plugins/openapi-theme)`);
};

module.exports = new Proxy(
  {},
  {
    get: (_target, module) =>
      typeof module === 'symbol' || module === '__esModule' || module === 'default'
        ? undefined
        : new Proxy({}, { get: (_inner, fn) => (typeof fn === 'symbol' ? undefined : notIncluded(`${module}.${fn}`)) }),
  },
);
