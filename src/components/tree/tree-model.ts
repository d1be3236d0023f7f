/**
 * The state of the shared tree view (SPEC §3 tree node, §4 tree states), kept apart from rendering so it
 * can be tested without a DOM. A `TreeModel` owns normalised nodes and changes them through a few
 * operations (check, radio select, expand/collapse, click, current); every operation answers the events it
 * caused, in the order the view must fire them.
 *
 * Rules:
 * - check / uncheck propagate down to every non-disabled descendant and up to the ancestors (a parent is
 *   checked when all its children are, indeterminate when some are), unless `checkStrictly`;
 * - a disabled node cannot be checked or unchecked (by the user or by a click);
 * - `checkOnlyLeaf`: only leaves take a check (or the radio); parents show their derived state only;
 * - `showRadio`: one node of the whole tree is chosen at a time, without propagation;
 * - a leaf cannot be expanded; in `accordion` mode expanding a node collapses its siblings;
 * - `expandOnCheckNode` expands a parent when it becomes checked; `expandOnClickNode` toggles on click;
 *   `checkOnClickNode` toggles the check (or chooses the radio) on click.
 */

export type TreeKey = string | number

/** A node as callers hand it in (SPEC §3 tree node fields). Only id and label are required. */
export interface TreeNodeInput<D = unknown> {
  id: TreeKey
  label: string
  /** an image address shown before the label */
  icon?: string
  checked?: boolean
  indeterminate?: boolean
  expanded?: boolean
  disabled?: boolean
  /** defaults to "has no children"; set false for a node whose children arrive later */
  isLeaf?: boolean
  /** depth, 1 for the roots; computed when omitted */
  level?: number
  children?: TreeNodeInput<D>[]
  /** the caller's own payload, handed back in events */
  data?: D
}

/** A node inside the model. */
export interface TreeNode<D = unknown> {
  id: TreeKey
  label: string
  icon?: string
  checked: boolean
  indeterminate: boolean
  expanded: boolean
  disabled: boolean
  isLeaf: boolean
  level: number
  children: TreeNode<D>[]
  data?: D
  parent: TreeNode<D> | null
}

export interface TreeOptions {
  /** only leaves can be checked */
  checkOnlyLeaf?: boolean
  showCheckbox?: boolean
  showRadio?: boolean
  /** parent and child checks are independent (no propagation) */
  checkStrictly?: boolean
  /** expanding a node collapses its siblings */
  accordion?: boolean
  /** a click on a node toggles its expansion */
  expandOnClickNode?: boolean
  /** checking a parent expands it */
  expandOnCheckNode?: boolean
  /** a click on a node toggles its check (or chooses its radio) */
  checkOnClickNode?: boolean
}

/** What the `check` event carries: the whole tree's check state after the change. */
export interface CheckSummary<D = unknown> {
  checkedNodes: TreeNode<D>[]
  checkedKeys: TreeKey[]
  halfCheckedNodes: TreeNode<D>[]
  halfCheckedKeys: TreeKey[]
}

export type TreeEvent<D = unknown> =
  | { type: 'check-change'; node: TreeNode<D>; checked: boolean; indeterminate: boolean }
  | { type: 'radio-change'; node: TreeNode<D>; checked: boolean }
  | { type: 'check'; node: TreeNode<D>; summary: CheckSummary<D> }
  | { type: 'current-change'; node: TreeNode<D> | null; previous: TreeNode<D> | null }
  | { type: 'node-click'; node: TreeNode<D> }
  | { type: 'node-expand'; node: TreeNode<D> }
  | { type: 'node-collapse'; node: TreeNode<D> }

export class TreeModel<D = unknown> {
  readonly roots: TreeNode<D>[]
  readonly options: Readonly<TreeOptions>
  private readonly byId = new Map<TreeKey, TreeNode<D>>()
  private currentId: TreeKey | null = null

  constructor(input: readonly TreeNodeInput<D>[], options: TreeOptions = {}) {
    this.options = { ...options }
    this.roots = input.map((n) => this.build(n, null, 1))
    if (this.options.showRadio) this.normaliseRadio()
    else if (!this.options.checkStrictly) this.normaliseChecks()
    for (const n of this.byId.values()) if (n.isLeaf) n.expanded = false
  }

  // --- reading -------------------------------------------------------------------------------------

  get(id: TreeKey): TreeNode<D> | undefined {
    return this.byId.get(id)
  }

  /** every node, depth first */
  all(): TreeNode<D>[] {
    const out: TreeNode<D>[] = []
    const walk = (list: TreeNode<D>[]) => {
      for (const n of list) {
        out.push(n)
        walk(n.children)
      }
    }
    walk(this.roots)
    return out
  }

  /** the nodes a view shows now (roots, and the children of expanded nodes), depth first */
  visible(): TreeNode<D>[] {
    const out: TreeNode<D>[] = []
    const walk = (list: TreeNode<D>[]) => {
      for (const n of list) {
        out.push(n)
        if (n.expanded) walk(n.children)
      }
    }
    walk(this.roots)
    return out
  }

  get current(): TreeNode<D> | null {
    return this.currentId === null ? null : (this.byId.get(this.currentId) ?? null)
  }

  /** Whether a node takes a check (checkbox or radio) at all. */
  checkable(node: TreeNode<D>): boolean {
    if (!this.options.showCheckbox && !this.options.showRadio) return false
    if (this.options.checkOnlyLeaf && !node.isLeaf) return false
    return true
  }

  checkedNodes(leafOnly = false): TreeNode<D>[] {
    return this.all().filter((n) => n.checked && (!leafOnly || n.isLeaf))
  }

  checkedKeys(leafOnly = false): TreeKey[] {
    return this.checkedNodes(leafOnly).map((n) => n.id)
  }

  halfCheckedNodes(): TreeNode<D>[] {
    return this.all().filter((n) => n.indeterminate)
  }

  summary(): CheckSummary<D> {
    const checkedNodes = this.checkedNodes()
    const halfCheckedNodes = this.halfCheckedNodes()
    return {
      checkedNodes,
      checkedKeys: checkedNodes.map((n) => n.id),
      halfCheckedNodes,
      halfCheckedKeys: halfCheckedNodes.map((n) => n.id),
    }
  }

  // --- changing ------------------------------------------------------------------------------------

  /**
   * Checks or unchecks a node (a checkbox tap). Refused (no events) for an unknown or disabled node, a
   * parent under `checkOnlyLeaf`, and in radio mode (use `selectRadio`).
   */
  setChecked(id: TreeKey, checked: boolean): TreeEvent<D>[] {
    const node = this.byId.get(id)
    if (!node || node.disabled || this.options.showRadio) return []
    if (this.options.checkOnlyLeaf && !node.isLeaf) return []
    const before = this.snapshot()
    if (this.options.checkStrictly) {
      node.checked = checked
      node.indeterminate = false
    } else {
      this.setDown(node, checked)
      this.updateUp(node.parent)
    }
    const events = this.checkChanges(before)
    if (!events.length) return []
    const expand = checked && this.options.expandOnCheckNode && !node.isLeaf && !node.expanded ? this.expandEvents(node) : []
    return [...events, ...expand, { type: 'check', node, summary: this.summary() }]
  }

  toggleChecked(id: TreeKey): TreeEvent<D>[] {
    const node = this.byId.get(id)
    if (!node) return []
    // an indeterminate parent becomes fully checked, as a tap on a half-filled box does
    return this.setChecked(id, !node.checked)
  }

  /** Chooses a node in radio mode: the one chosen before is released. */
  selectRadio(id: TreeKey): TreeEvent<D>[] {
    const node = this.byId.get(id)
    if (!node || node.disabled || !this.options.showRadio || node.checked) return []
    if (this.options.checkOnlyLeaf && !node.isLeaf) return []
    const events: TreeEvent<D>[] = []
    for (const other of this.byId.values()) {
      if (other.checked && other !== node) {
        other.checked = false
        events.push({ type: 'radio-change', node: other, checked: false })
      }
    }
    node.checked = true
    events.push({ type: 'radio-change', node, checked: true })
    if (this.options.expandOnCheckNode && !node.isLeaf && !node.expanded) events.push(...this.expandEvents(node))
    events.push({ type: 'check', node, summary: this.summary() })
    return events
  }

  /** Sets the checked keys of the whole tree at once (propagating as a user's checks would). No events. */
  setCheckedKeys(keys: readonly TreeKey[]): void {
    const want = new Set(keys)
    for (const n of this.byId.values()) {
      n.checked = want.has(n.id)
      n.indeterminate = false
    }
    if (this.options.showRadio) this.normaliseRadio()
    else if (!this.options.checkStrictly) this.normaliseChecks()
  }

  /** Expands a node. A leaf cannot be expanded; accordion mode collapses its siblings. */
  expand(id: TreeKey): TreeEvent<D>[] {
    const node = this.byId.get(id)
    if (!node || node.isLeaf || node.expanded) return []
    return this.expandEvents(node)
  }

  collapse(id: TreeKey): TreeEvent<D>[] {
    const node = this.byId.get(id)
    if (!node || !node.expanded) return []
    node.expanded = false
    return [{ type: 'node-collapse', node }]
  }

  toggleExpanded(id: TreeKey): TreeEvent<D>[] {
    const node = this.byId.get(id)
    if (!node) return []
    return node.expanded ? this.collapse(id) : this.expand(id)
  }

  /**
   * Gives a node its children (lazy loading: a node given with `isLeaf: false` and no children). Their
   * check state follows the parent's when the parent is checked (and propagation is on).
   */
  setChildren(id: TreeKey, inputs: readonly TreeNodeInput<D>[]): void {
    const node = this.byId.get(id)
    if (!node) return
    const drop = (n: TreeNode<D>) => {
      this.byId.delete(n.id)
      n.children.forEach(drop)
    }
    node.children.forEach(drop)
    node.children = inputs.map((c) => this.build(c, node, node.level + 1))
    node.isLeaf = node.children.length === 0
    if (node.isLeaf) node.expanded = false
    if (this.options.showRadio) this.normaliseRadio()
    else if (!this.options.checkStrictly) {
      if (node.checked) for (const c of node.children) if (!c.disabled) this.setDown(c, true)
      this.updateUp(node)
    }
  }

  /** Makes a node the current one (highlighted); null clears it. */
  setCurrent(id: TreeKey | null): TreeEvent<D>[] {
    const previous = this.current
    const node = id === null ? null : (this.byId.get(id) ?? null)
    if (id !== null && !node) return []
    if (previous === node) return []
    this.currentId = node ? node.id : null
    return [{ type: 'current-change', node, previous }]
  }

  /**
   * A tap on a node's row: node-click, then current-change, then (by the options) expand/collapse and
   * check toggles.
   */
  click(id: TreeKey): TreeEvent<D>[] {
    const node = this.byId.get(id)
    if (!node) return []
    const events: TreeEvent<D>[] = [{ type: 'node-click', node }, ...this.setCurrent(id)]
    if (this.options.expandOnClickNode && !node.isLeaf) events.push(...this.toggleExpanded(id))
    if (this.options.checkOnClickNode && this.checkable(node) && !node.disabled) {
      events.push(...(this.options.showRadio ? this.selectRadio(id) : this.toggleChecked(id)))
    }
    return events
  }

  // --- inside --------------------------------------------------------------------------------------

  private build(input: TreeNodeInput<D>, parent: TreeNode<D> | null, level: number): TreeNode<D> {
    if (this.byId.has(input.id)) throw new Error(`Tree: duplicate node id ${String(input.id)}`)
    const node: TreeNode<D> = {
      id: input.id,
      label: input.label,
      icon: input.icon,
      checked: !!input.checked,
      indeterminate: !!input.indeterminate,
      expanded: !!input.expanded,
      disabled: !!input.disabled,
      isLeaf: input.isLeaf ?? !(input.children && input.children.length),
      level: input.level ?? level,
      children: [],
      data: input.data,
      parent,
    }
    this.byId.set(node.id, node)
    node.children = (input.children ?? []).map((c) => this.build(c, node, level + 1))
    return node
  }

  /** Initial checks made consistent: a checked parent checks its subtree, then parents follow children. */
  private normaliseChecks(): void {
    const down = (n: TreeNode<D>, inherited: boolean) => {
      if (inherited && !n.disabled) n.checked = true
      for (const c of n.children) down(c, n.checked)
    }
    for (const r of this.roots) down(r, false)
    const up = (n: TreeNode<D>) => {
      n.children.forEach(up)
      this.derive(n)
    }
    this.roots.forEach(up)
  }

  /** Radio mode keeps at most one chosen node (the first given) and no half states. */
  private normaliseRadio(): void {
    let seen = false
    for (const n of this.all()) {
      n.indeterminate = false
      if (n.checked && (seen || (this.options.checkOnlyLeaf && !n.isLeaf))) n.checked = false
      if (n.checked) seen = true
    }
  }

  private setDown(node: TreeNode<D>, checked: boolean): void {
    node.checked = checked
    node.indeterminate = false
    for (const c of node.children) {
      if (c.disabled) continue
      this.setDown(c, checked)
    }
    // a disabled child that keeps the other state leaves this node half checked
    if (node.children.length) this.derive(node)
  }

  private updateUp(node: TreeNode<D> | null): void {
    for (let n = node; n; n = n.parent) this.derive(n)
  }

  /** A parent's state from its children: all checked → checked; some checked or half → indeterminate. */
  private derive(n: TreeNode<D>): void {
    if (!n.children.length) {
      n.indeterminate = false
      return
    }
    const all = n.children.every((c) => c.checked)
    const some = n.children.some((c) => c.checked || c.indeterminate)
    n.checked = all
    n.indeterminate = !all && some
  }

  private expandEvents(node: TreeNode<D>): TreeEvent<D>[] {
    const events: TreeEvent<D>[] = []
    if (this.options.accordion) {
      const siblings = node.parent ? node.parent.children : this.roots
      for (const s of siblings) {
        if (s !== node && s.expanded) {
          s.expanded = false
          events.push({ type: 'node-collapse', node: s })
        }
      }
    }
    node.expanded = true
    events.push({ type: 'node-expand', node })
    return events
  }

  private snapshot(): Map<TreeKey, [boolean, boolean]> {
    const m = new Map<TreeKey, [boolean, boolean]>()
    for (const n of this.byId.values()) m.set(n.id, [n.checked, n.indeterminate])
    return m
  }

  /** check-change for every node whose checked/indeterminate changed, depth first */
  private checkChanges(before: Map<TreeKey, [boolean, boolean]>): TreeEvent<D>[] {
    const events: TreeEvent<D>[] = []
    for (const n of this.all()) {
      const [c, i] = before.get(n.id)!
      if (c !== n.checked || i !== n.indeterminate) events.push({ type: 'check-change', node: n, checked: n.checked, indeterminate: n.indeterminate })
    }
    return events
  }
}
