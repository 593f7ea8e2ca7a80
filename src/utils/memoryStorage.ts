/**
 * A `Storage` kept in memory: the stand-in DocSearch's modal reads where
 * browser storage is blocked, and the storage the unit tests hand to code
 * that reads and writes it. Items live in a Map, not as properties:
 * DocSearch walks the storage's keys.
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(String(key)) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(String(key));
  }
  setItem(key: string, value: string): void {
    this.items.set(String(key), String(value));
  }
}
