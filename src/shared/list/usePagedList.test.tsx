import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListQuery, Page, PageCursor } from '../../data/pagedQuery';
import { ListPager } from './ListPager';
import { usePagedList } from './usePagedList';

// Each watchPage call waits until the test delivers its page, like a listener whose first
// snapshot has not arrived yet.
const mocks = vi.hoisted(() => ({
  watches: [] as { cursor: PageCursor; deliver: (page: Page<string>) => void }[],
}));
vi.mock('../../data/pagedQuery', () => ({
  watchPage: (_list: unknown, cursor: PageCursor, _size: number, onPage: (page: Page<string>) => void) => {
    mocks.watches.push({ cursor, deliver: onPage });
    return () => {};
  },
  countList: () => Promise.resolve(60),
}));
vi.mock('../../data/firestore', () => ({ pendingWritesSettled: () => Promise.resolve() }));

const list = { label: 'things.list' } as unknown as ListQuery<string>;

function pageOf(from: number, count: number, hasNext: boolean, hasPrev: boolean): Page<string> {
  const rows = Array.from({ length: count }, (_, i) => `Fila ${from + i}`);
  return { rows, first: { id: rows[0] } as never, last: { id: rows[count - 1] } as never, hasNext, hasPrev };
}

function Things() {
  const paged = usePagedList(list, 'things');
  return (
    <>
      <ul>
        {paged.rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <ListPager list={paged} noun="cosas" />
    </>
  );
}

const range = () => screen.getByTestId('list-range').textContent;
const nextButton = () => screen.getByRole('button', { name: 'Siguiente ›' });
const prevButton = () => screen.getByRole('button', { name: '‹ Anterior' });

describe('usePagedList', () => {
  beforeEach(() => {
    mocks.watches = [];
  });

  it('keeps the range of the rows on screen until the next page arrives, then moves it', async () => {
    render(<Things />);
    await act(async () => mocks.watches[0].deliver(pageOf(1, 25, true, false)));
    expect(range()).toBe('1–25 de 60 cosas');

    act(() => nextButton().click());
    expect(mocks.watches).toHaveLength(2);
    expect(mocks.watches[1].cursor).toMatchObject({ kind: 'after', doc: { id: 'Fila 25' } });
    // Not there yet: the rows and the range are still those of the first page.
    expect(range()).toBe('1–25 de 60 cosas');
    expect(screen.getByText('Fila 1')).toBeTruthy();

    act(() => mocks.watches[1].deliver(pageOf(26, 25, true, true)));
    expect(range()).toBe('26–50 de 60 cosas');
    expect(screen.getByText('Fila 26')).toBeTruthy();
    expect(screen.queryByText('Fila 1')).toBeNull();
  });

  it('does not skip a page when «Siguiente» is pressed twice before the next page arrives', async () => {
    render(<Things />);
    await act(async () => mocks.watches[0].deliver(pageOf(1, 25, true, false)));

    act(() => nextButton().click());
    expect((nextButton() as HTMLButtonElement).disabled).toBe(true);
    act(() => nextButton().click());
    expect(mocks.watches).toHaveLength(2);

    act(() => mocks.watches[1].deliver(pageOf(26, 25, true, true)));
    expect((nextButton() as HTMLButtonElement).disabled).toBe(false);
    act(() => nextButton().click());
    act(() => mocks.watches[2].deliver(pageOf(51, 10, false, true)));
    expect(range()).toBe('51–60 de 60 cosas');
    expect((nextButton() as HTMLButtonElement).disabled).toBe(true);

    act(() => prevButton().click());
    expect(mocks.watches[3].cursor).toMatchObject({ kind: 'before', doc: { id: 'Fila 51' } });
    act(() => mocks.watches[3].deliver(pageOf(26, 25, true, true)));
    expect(range()).toBe('26–50 de 60 cosas');
  });

  it('goes back to the first page through the first-page query, not a cursor', async () => {
    render(<Things />);
    await act(async () => mocks.watches[0].deliver(pageOf(1, 25, true, false)));
    act(() => nextButton().click());
    act(() => mocks.watches[1].deliver(pageOf(26, 25, true, true)));
    act(() => prevButton().click());
    expect(mocks.watches[2].cursor).toEqual({ kind: 'first' });
    act(() => mocks.watches[2].deliver(pageOf(1, 25, true, false)));
    expect(range()).toBe('1–25 de 60 cosas');
    expect((prevButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
