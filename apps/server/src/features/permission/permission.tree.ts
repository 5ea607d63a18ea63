import type { RoutePermission } from '@youlan/contract';

export interface PermissionRow {
  path: string;
  parentPath: string | null;
  status: number;
}

/** Rows in display order → nested tree; a row whose parent is missing becomes a root. */
export function buildPermissionTree(rows: PermissionRow[]): RoutePermission[] {
  const nodes = new Map<string, RoutePermission>();
  for (const row of rows) nodes.set(row.path, { path: row.path, status: row.status === 0 ? 0 : 1, children: [] });
  const roots: RoutePermission[] = [];
  for (const row of rows) {
    const node = nodes.get(row.path);
    if (!node) continue;
    const parent = row.parentPath ? nodes.get(row.parentPath) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
