/** The rows in the order of `ids` (a search's or a filter's page), leaving out ids no row has. */
export function orderByIds<Row extends { id: string }>(rows: Row[], ids: readonly string[]): Row[] {
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.filter((row) => position.has(row.id)).sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}
