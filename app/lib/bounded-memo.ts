/**
 * `compute` worked out once per key and kept for the process's life; past `maxKeys` the kept answers
 * are dropped and kept anew, a guard against keys no one expected.
 */
export function boundedMemo<K, V>(compute: (key: K) => V, maxKeys: number): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const value = compute(key);
    if (known.size >= maxKeys) known.clear();
    known.set(key, value);
    return value;
  };
}
