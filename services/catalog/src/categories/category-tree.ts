/** What the tree functions need of a category. */
export interface TreeNode {
  id: string;
  parentId: string | null;
  sortOrder: number;
  slug: string;
}

/** Parents before children, siblings by position then slug: the order of menus and the admin's tree. */
export function treeOrder<T extends TreeNode>(nodes: readonly T[]): T[] {
  const children = new Map<string | null, T[]>();
  const ids = new Set(nodes.map((node) => node.id));
  for (const node of nodes) {
    // A parent outside the set (a hidden branch left out) makes the node a root of what is shown.
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const ordered: T[] = [];
  const visit = (parent: string | null) => {
    const siblings = (children.get(parent) ?? []).sort((a, b) => a.sortOrder - b.sortOrder || a.slug.localeCompare(b.slug));
    for (const node of siblings) {
      ordered.push(node);
      visit(node.id);
    }
  };
  visit(null);
  return ordered;
}

/** The nodes shown to shoppers: visible, under visible ancestors only (hiding a branch hides it whole). */
export function shownNodes<T extends TreeNode & { visible: boolean }>(nodes: readonly T[]): T[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const shown = (node: T, depth = 0): boolean =>
    node.visible && (node.parentId === null || depth > nodes.length || ((parent) => parent !== undefined && shown(parent, depth + 1))(byId.get(node.parentId)));
  return nodes.filter((node) => shown(node));
}

/** Whether `candidate` is `id` or lies below it: moving `id` under it would make a cycle. */
export function isSelfOrDescendant(nodes: readonly TreeNode[], id: string, candidate: string): boolean {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  let current: string | null = candidate;
  for (let steps = 0; current !== null && steps <= nodes.length; steps += 1) {
    if (current === id) return true;
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}
