// The request body's heading names its media type ("Body (application/json)"): the body sits in a tab per media
// type, and a heading that says only "Body" does not tell a reader of the text alone which tab it came from.
import React, { type ComponentProps, type ReactNode } from 'react';
import RequestSchema from '@theme-original/RequestSchema';

type Props = ComponentProps<typeof RequestSchema>;

export default function RequestSchemaWithMediaType(props: Props): ReactNode {
  const mediaTypes = Object.keys((props as { body?: { content?: Record<string, unknown> } }).body?.content ?? {});
  const title = mediaTypes.length ? `${props.title} (${mediaTypes.join(', ')})` : props.title;
  return <RequestSchema {...props} title={title} />;
}
