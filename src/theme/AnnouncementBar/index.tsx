// Wraps the stock announcement bar so its "Copy llms-full.txt" link copies the file instead of opening it.
import React, { type ReactNode, type MouseEvent } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof AnnouncementBarType>;

async function copyLlmsFull(link: HTMLAnchorElement): Promise<void> {
  const response = await fetch(link.href);
  if (!response.ok) throw new Error(`llms-full.txt answered ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
  link.textContent = 'Copied llms-full.txt';
}

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-copy-llms-full]');
    if (!link || !navigator.clipboard) return; // without clipboard access the link simply opens the file
    event.preventDefault();
    copyLlmsFull(link).catch(() => {
      window.location.href = link.href;
    });
  };
  return (
    // The handler only intercepts clicks that land on the copy link; keyboard activation also fires click.
    <div onClick={onClick}>
      <AnnouncementBar {...props} />
    </div>
  );
}
