// Wraps the OpenAPI theme's SkeletonLoader. Its large size is only the request panel's place in the server HTML of a
// REST operation page (ApiItem renders the panel in the browser only, with this as the fallback). A REST page keeps
// its server body until the reader reaches for one of its controls (src/components/StaticOnFirstLoad), so the
// server HTML shows the panel's placeholder and button instead of an empty grey box: the same markup as the live
// placeholder (src/theme/ApiExplorer), so a press on it is replayed on the live button. Other sizes are the theme's.
import React, { type ComponentProps, type ReactNode } from 'react';
import SkeletonLoader from '@theme-original/SkeletonLoader';
import RequestPanelPlaceholder from '@site/src/theme/ApiExplorer/Placeholder';

type Props = ComponentProps<typeof SkeletonLoader>;

export default function SkeletonLoaderWrapper(props: Props): ReactNode {
  return props.size === 'lg' ? <RequestPanelPlaceholder /> : <SkeletonLoader {...props} />;
}
