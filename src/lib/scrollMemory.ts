/**
 * Scroll positions per history entry, so a back or forward navigation returns the reader to where
 * they were (spec §2). Keys are the router's location keys; entries without a key are not kept.
 */
export class ScrollMemory {
  private readonly positions = new Map<string, number>();

  constructor(private readonly limit = 100) {}

  save(key: string | undefined, y: number): void {
    if (!key) return;
    this.positions.delete(key);
    this.positions.set(key, y);
    // Forget the oldest entries: a long session does not grow without bound.
    while (this.positions.size > this.limit) {
      const oldest = this.positions.keys().next().value;
      if (oldest === undefined) break;
      this.positions.delete(oldest);
    }
  }

  recall(key: string | undefined): number | null {
    return key ? (this.positions.get(key) ?? null) : null;
  }
}
