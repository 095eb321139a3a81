/**
 * A menu of entries under a toggle, for the header and the menu bar: Bootstrap's navbar dropdown
 * (its markup and classes, so its CSS places the menu) with the keyboard of react-bootstrap's
 * NavDropdown, which it replaces because that one brings Popper, and a navbar's menus are
 * positioned by CSS alone.
 *
 * The toggle opens and closes it (click, Enter, Space); ArrowDown opens it and then walks the
 * entries, ArrowUp walks back; Escape, choosing an entry, a click outside or tabbing out close it,
 * and a close with the focus inside gives the focus back to the toggle. The entries are rendered
 * from the first opening on.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

interface NavMenuProps {
  id: string;
  title: ReactNode;
  /** The current page is one of its entries. */
  active?: boolean;
  /** Aligned to the toggle's right edge (the user menu, at the end of the header). */
  alignEnd?: boolean;
  as?: 'li' | 'div';
  children: ReactNode;
}

/** The entries' class: NavMenu finds them by it. */
export const NAV_MENU_ITEM = 'dropdown-item';

export function NavMenu({ id, title, active = false, alignEnd = false, as: Root = 'div', children }: NavMenuProps) {
  const [show, setShow] = useState(false);
  const [rendered, setRendered] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const setOpen = (open: boolean) => {
    if (open) setRendered(true);
    else if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
    setShow(open);
  };

  useEffect(() => {
    if (!show) return undefined;
    const closeOutside = (e: Event) => {
      const target = e.target as Node;
      if (!toggleRef.current?.contains(target) && !menuRef.current?.contains(target)) setShow(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [show]);

  const walk = (from: EventTarget, step: number) => {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>(`.${NAV_MENU_ITEM}`) ?? [])];
    const next = entries[Math.max(0, Math.min(entries.length - 1, entries.indexOf(from as HTMLElement) + step))];
    next?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (show) walk(e.target, 1);
        else setOpen(true);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (show) walk(e.target, -1);
        break;
      case 'Escape':
        if (!show) break;
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        break;
      case ' ':
        if (e.target !== toggleRef.current) break;
        e.preventDefault();
        setOpen(!show);
        break;
      case 'Tab':
        if (!show) break;
        // Where the focus lands is known once the key is released.
        document.addEventListener('keyup', () => !menuRef.current?.contains(document.activeElement) && setShow(false), { once: true });
        break;
    }
  };

  const onToggleClick = (e: MouseEvent) => {
    e.preventDefault(); // href="#" would navigate to the root
    setOpen(!show);
  };

  const onMenuClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest(`.${NAV_MENU_ITEM}`)) setOpen(false);
  };

  return (
    <Root className={`nav-item dropdown${show ? ' show' : ''}`} onKeyDown={onKeyDown}>
      {/* Bootstrap's navbar dropdown toggle is an <a role="button">: Enter clicks it, Space is handled above. */}
      {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- Bootstrap's dropdown toggle markup, see above */}
      <a
        ref={toggleRef}
        id={id}
        href="#"
        role="button"
        tabIndex={0}
        aria-expanded={show}
        className={`dropdown-toggle nav-link${active ? ' active' : ''}${show ? ' show' : ''}`}
        onClick={onToggleClick}
      >
        {title}
      </a>
      {rendered && (
        // The click only closes the menu once an entry (a link or a button, each keyboard-operable) is chosen.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- its entries take the keys
        <div
          ref={menuRef}
          aria-labelledby={id}
          data-bs-popper="static"
          className={`dropdown-menu${show ? ' show' : ''}${alignEnd ? ' dropdown-menu-end' : ''}`}
          onClick={onMenuClick}
        >
          {children}
        </div>
      )}
    </Root>
  );
}
