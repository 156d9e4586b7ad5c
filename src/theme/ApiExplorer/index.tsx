/**
 * The request panel of a REST operation page is the heaviest thing on it (the request builder and a code sample
 * generator for every language tab). It loads when the reader asks for it: a press of its button, or a focus on the
 * button (keyboard readers reach it by Tab). A pointer over the button starts the download early, without showing
 * the panel. Seeing it is not asking for it: reading a page never downloads the panel.
 */
import React, { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import type ApiExplorerType from '@theme-original/ApiExplorer';
import RequestPanelPlaceholder from './Placeholder';

const loadPanel = () => import('@theme-original/ApiExplorer');
const ApiExplorer = lazy(loadPanel);

type Props = ComponentProps<typeof ApiExplorerType>;

export default function ApiExplorerOnDemand(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  const open = () => setWanted(true);

  const waiting = <RequestPanelPlaceholder loading={wanted} onOpen={open} onPrefetch={() => void loadPanel()} />;
  if (!wanted) return waiting;
  return (
    <Suspense fallback={waiting}>
      <ApiExplorer {...props} />
    </Suspense>
  );
}
