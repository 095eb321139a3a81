/** Leaving a form with unsaved changes asks first: in-app links and reloading or closing the tab. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from './AppLink';
import { UNSAVED_CHANGES_TEXT, useUnsavedChangesWarning } from './useUnsavedChangesWarning';

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChangesWarning(dirty);
  return <AppLink to="/vendors">Volver a proveedores</AppLink>;
}

function App({ dirty }: { dirty: boolean }) {
  return (
    <HashRouter>
      <Routes>
        <Route path="/vendors/details" element={<Editor dirty={dirty} />} />
        <Route path="/vendors" element={<h1>Proveedores</h1>} />
      </Routes>
    </HashRouter>
  );
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  window.location.hash = '#/vendors/details';
});
afterEach(() => vi.restoreAllMocks());

describe('useUnsavedChangesWarning', () => {
  it('asks before «Volver» leaves a form with changes, and stays when the answer is no', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    render(<App dirty />);
    fireEvent.click(screen.getByRole('link', { name: 'Volver a proveedores' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_TEXT);
    expect(window.location.hash).toBe('#/vendors/details');
    expect(screen.queryByRole('heading', { name: 'Proveedores' })).toBeNull();
  });

  it('leaves when the answer is yes', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<App dirty />);
    fireEvent.click(screen.getByRole('link', { name: 'Volver a proveedores' }));
    expect(await screen.findByRole('heading', { name: 'Proveedores' })).toBeInTheDocument();
  });

  it('asks the browser to confirm a reload or closing the tab only while there are changes', () => {
    const { rerender } = render(<App dirty />);
    expect(unload().defaultPrevented).toBe(true);
    act(() => rerender(<App dirty={false} />));
    expect(unload().defaultPrevented).toBe(false);
  });

  it('lets a form without changes go without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    render(<App dirty={false} />);
    fireEvent.click(screen.getByRole('link', { name: 'Volver a proveedores' }));
    expect(await screen.findByRole('heading', { name: 'Proveedores' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
