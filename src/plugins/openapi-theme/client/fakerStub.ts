/**
 * @faker-js/faker's English locale in the browser build of the request panel. postman-collection calls it only to
 * fill Postman's dynamic variables ({{$randomName}} and the like) in a request; the panel builds its requests from
 * the OpenAPI specs, which hold none. Asking for one says so instead of returning made-up data.
 */
const notIncluded = new Proxy(
  {},
  {
    get(_target, name) {
      if (typeof name === 'symbol' || name === '__esModule' || name === 'then') return undefined;
      throw new Error(`faker.${String(name)}: Postman dynamic variables are not part of the browser build (src/plugins/openapi-theme)`);
    },
  },
);

export const faker = notIncluded;
export default { faker };
