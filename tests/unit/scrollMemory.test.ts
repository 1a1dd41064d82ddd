import {ScrollMemory} from '@site/src/lib/scrollMemory';

describe('ScrollMemory', () => {
  it('recalls the position saved for an entry', () => {
    const memory = new ScrollMemory();
    memory.save('a', 1500);
    memory.save('b', 20);
    expect(memory.recall('a')).toBe(1500);
    expect(memory.recall('b')).toBe(20);
    expect(memory.recall('c')).toBeNull();
  });

  it('keeps nothing for entries without a key', () => {
    const memory = new ScrollMemory();
    memory.save(undefined, 10);
    expect(memory.recall(undefined)).toBeNull();
  });

  it('forgets the oldest entries past its limit', () => {
    const memory = new ScrollMemory(2);
    memory.save('a', 1);
    memory.save('b', 2);
    memory.save('a', 3);
    memory.save('c', 4);
    expect(memory.recall('b')).toBeNull();
    expect(memory.recall('a')).toBe(3);
    expect(memory.recall('c')).toBe(4);
  });
});
