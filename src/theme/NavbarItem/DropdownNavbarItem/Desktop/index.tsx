// Wraps the stock desktop dropdown to mark hover intent after 400 ms and keep a closing style for 300 ms.
import React, { useRef, useState, type ReactNode } from 'react';
import Desktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type DesktopType from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type { WrapperProps } from '@docusaurus/types';
import { HOVER_INTENT_MS, CLOSING_MS } from '@site/src/lib/timings';

type Props = WrapperProps<typeof DesktopType>;

export default function DesktopWrapper(props: Props): ReactNode {
  const [state, setState] = useState<'idle' | 'intent' | 'closing'>('idle');
  const timer = useRef<number | undefined>(undefined);
  const schedule = (next: 'idle' | 'intent', delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState(next), delay);
  };
  return (
    <div
      className="navbar-dropdown-wrapper"
      data-hover-state={state}
      onMouseEnter={() => schedule('intent', HOVER_INTENT_MS)}
      onMouseLeave={() => {
        setState('closing');
        schedule('idle', CLOSING_MS);
      }}
    >
      <Desktop {...props} />
    </div>
  );
}
