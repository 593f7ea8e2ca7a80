import {describe, expect, it, vi} from 'vitest';
import {createNoResultsStore} from '../noResultsStore';

describe('createNoResultsStore', () => {
  it('tells its listeners of a change, and only of a change', () => {
    const store = createNoResultsStore({failed: false, suggestions: ['Build', 'API']});
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.get();
    // The same content in a new array (as after every answer): no change.
    store.set({failed: false, suggestions: ['Build', 'API']});
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(first);
    store.set({failed: false, suggestions: ['API', 'Build']});
    expect(listener).toHaveBeenCalledTimes(1);
    store.set({failed: true, suggestions: ['API', 'Build']});
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual({failed: true, suggestions: ['API', 'Build']});
    unsubscribe();
    store.set({failed: false, suggestions: []});
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
