import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAV_MENU_ITEM, NavMenu } from './NavMenu';

function renderMenu(options: { alignEnd?: boolean } = {}) {
  render(
    <>
      <NavMenu id="menu-Facturas" title="Facturas" alignEnd={options.alignEnd}>
        <a className={NAV_MENU_ITEM} href="#/invoices/input">
          Facturas de entradas
        </a>
        <a className={NAV_MENU_ITEM} href="#/invoices/output">
          Facturas de salidas
        </a>
      </NavMenu>
      <button type="button">Fuera</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Facturas' });
}

const item = (name: string) => screen.getByRole('link', { name });

describe('NavMenu', () => {
  it('renders no entries until first opened, then opens and closes from its toggle', async () => {
    const toggle = renderMenu();
    expect(screen.queryByRole('link')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(item('Facturas de entradas').parentElement).toHaveClass('dropdown-menu', 'show');
    expect(item('Facturas de entradas').parentElement).toHaveAttribute('aria-labelledby', 'menu-Facturas');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Facturas de entradas').parentElement).not.toHaveClass('show');
  });

  it('opens with Space and with ArrowDown, walks the entries with the arrows, and Escape gives the focus back', () => {
    const toggle = renderMenu();
    toggle.focus();
    fireEvent.keyDown(toggle, { key: ' ' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(item('Facturas de entradas')).toHaveFocus();
    fireEvent.keyDown(item('Facturas de entradas'), { key: 'ArrowDown' });
    expect(item('Facturas de salidas')).toHaveFocus();
    fireEvent.keyDown(item('Facturas de salidas'), { key: 'ArrowDown' });
    expect(item('Facturas de salidas')).toHaveFocus();
    fireEvent.keyDown(item('Facturas de salidas'), { key: 'ArrowUp' });
    expect(item('Facturas de entradas')).toHaveFocus();
    fireEvent.keyDown(item('Facturas de entradas'), { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when an entry is chosen, when tabbing out and on a click outside', async () => {
    const toggle = renderMenu();
    await userEvent.click(toggle);
    await userEvent.click(item('Facturas de salidas'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Fuera' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    item('Facturas de salidas').focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Fuera' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays on the page when its toggle is followed (href="#")', async () => {
    window.location.hash = '#/invoices';
    await userEvent.click(renderMenu());
    expect(window.location.hash).toBe('#/invoices');
  });

  it('aligns to the end when asked (the user menu)', async () => {
    await userEvent.click(renderMenu({ alignEnd: true }));
    expect(item('Facturas de entradas').parentElement).toHaveClass('dropdown-menu-end');
  });
});
