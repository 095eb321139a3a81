import { describe, expect, it, vi } from 'vitest';
import { openListeners, trackListener } from './readCounter';

describe('trackListener', () => {
  it('counts a listener as open until it is stopped, once, and stops it', () => {
    const stopA = vi.fn();
    const stopB = vi.fn();
    const a = trackListener('x.list', stopA);
    const b = trackListener('x.list', stopB);
    const doc = trackListener('x.watch (doc)', vi.fn());
    expect(openListeners()).toMatchObject({ 'x.list': 2, 'x.watch (doc)': 1 });
    a();
    a(); // a second call changes nothing
    expect(stopA).toHaveBeenCalledTimes(1);
    expect(openListeners()['x.list']).toBe(1);
    b();
    doc();
    expect(stopB).toHaveBeenCalledTimes(1);
    expect(openListeners()).not.toHaveProperty('x.list');
    expect(openListeners()).not.toHaveProperty('x.watch (doc)');
  });
});
