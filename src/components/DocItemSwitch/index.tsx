/**
 * The docs instances' page component. Generated REST pages need the OpenAPI theme's ApiItem (request panel,
 * schema viewers); every other doc renders with the stock DocItem. ApiItem is loaded lazily, so written pages
 * never download the OpenAPI theme's JavaScript.
 */
import React, { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import DocItem from '@theme/DocItem';

const ApiItem = lazy(() => import('@theme/ApiItem'));

type Props = ComponentProps<typeof DocItem>;

/** Pages written by docusaurus-plugin-openapi-docs carry one of these front-matter keys. */
function isOpenApiPage(frontMatter: Record<string, unknown>): boolean {
  return ['api', 'info_path', 'schema', 'sample', 'show_extensions'].some((key) => key in frontMatter);
}

export default function DocItemSwitch(props: Props): ReactNode {
  const frontMatter = (props.content as unknown as { frontMatter?: Record<string, unknown> }).frontMatter ?? {};
  if (!isOpenApiPage(frontMatter)) return <DocItem {...props} />;
  return (
    <Suspense fallback={null}>
      <ApiItem {...props} />
    </Suspense>
  );
}
