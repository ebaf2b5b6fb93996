import { Suspense, useState, type ReactNode } from 'react';

/** A menu button's look and words: the same before its menu's code loads and after. */
export interface MenuTrigger {
  className?: string;
  title?: string;
  'data-shared'?: boolean;
  children: ReactNode;
}

interface DeferredMenuProps {
  trigger: MenuTrigger;
  /** The menu itself (a lazy component rendering Radix's dropdown with this trigger, open at first). */
  menu: ReactNode;
  /** Starts loading the menu's code, as the pointer or the keyboard comes to the button. */
  preload: () => void;
}

/**
 * A menu of the signed-in frame (the account menu, the account switcher, the phone's More) whose code, Radix's
 * dropdown and its positioning (~13 KB gzip), loads when the beekeeper first reaches for it rather than with every
 * screen: until then a plain button that looks and reads the same opens it.
 */
export function DeferredMenu({ trigger: { children, ...look }, menu, preload }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (props: { disabled?: boolean; onClick?: () => void }) => (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      {...look}
      {...props}
    >
      {children}
    </button>
  );
  if (!wanted) return button({ onClick: () => setWanted(true) });
  return <Suspense fallback={button({ disabled: true })}>{menu}</Suspense>;
}
