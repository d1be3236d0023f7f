/**
 * The shared tree view (SPEC §2 shared views, §3 tree node/events/options, §4 tree states). State lives in
 * `TreeModel` (tree-model.ts); this file draws it and turns the model's events into the `on…` props.
 *
 * Usage:
 *   <Tree data={[{ id: 1, label: '工学', children: [{ id: 11, label: '计算机类' }] }]}
 *         showCheckbox accordion onCheck={(node, s) => save(s.checkedKeys)} />
 * Lazy children: give a node `isLeaf: false` without children and pass `loadChildren`.
 */
import { createContext, forwardRef, useCallback, useContext, useEffect, useImperativeHandle, useMemo, useReducer, useRef, useState } from 'react'
import type { ReactNode, Ref } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { TreeModel, type CheckSummary, type TreeEvent, type TreeKey, type TreeNode, type TreeNodeInput, type TreeOptions } from './tree-model'
import './index.scss'

export { TreeModel }
export type { CheckSummary, TreeEvent, TreeKey, TreeNode, TreeNodeInput, TreeOptions }

export interface TreeEventProps<D> {
  /** every node whose check state changed (SPEC: check-change) */
  onCheckChange?: (node: TreeNode<D>, checked: boolean, indeterminate: boolean) => void
  /** radio mode: the node chosen and the one released (SPEC: radio-change) */
  onRadioChange?: (node: TreeNode<D>, checked: boolean) => void
  /** the highlighted node changed (SPEC: current-change) */
  onCurrentChange?: (node: TreeNode<D> | null, previous: TreeNode<D> | null) => void
  onNodeClick?: (node: TreeNode<D>) => void
  onNodeExpand?: (node: TreeNode<D>) => void
  onNodeCollapse?: (node: TreeNode<D>) => void
  /** once per user check, with the whole tree's checked and half-checked nodes (SPEC: check) */
  onCheck?: (node: TreeNode<D>, summary: CheckSummary<D>) => void
}

export interface TreeProps<D = unknown> extends TreeOptions, TreeEventProps<D> {
  data: readonly TreeNodeInput<D>[]
  /** children of a node given with isLeaf: false and no children, fetched when it is first expanded */
  loadChildren?: (node: TreeNode<D>) => Promise<TreeNodeInput<D>[]>
  /** draws a node's label (default: icon + label text) */
  renderLabel?: (node: TreeNode<D>) => ReactNode
  /** shown when `data` is empty */
  emptyText?: string
  className?: string
  testId?: string
}

/** What a parent can do with the tree through a ref. */
export interface TreeHandle<D = unknown> {
  model: TreeModel<D>
  getCheckedKeys(leafOnly?: boolean): TreeKey[]
  getCheckedNodes(leafOnly?: boolean): TreeNode<D>[]
  getHalfCheckedKeys(): TreeKey[]
  setCheckedKeys(keys: readonly TreeKey[]): void
  setChecked(id: TreeKey, checked: boolean): void
  setCurrentKey(id: TreeKey | null): void
  expand(id: TreeKey): void
  collapse(id: TreeKey): void
}

/**
 * What a tree hands its nodes. The functions are declared as methods (bivariant in their parameters; `this: void`
 * as they are passed around unbound) so a `TreeContextValue<D>` is a `TreeContextValue<unknown>`: the context
 * forgets D, which is safe because a node only ever hands its own tree's nodes back to that tree.
 */
interface TreeContextValue<D = unknown> {
  model: TreeModel<D>
  apply(this: void, events: TreeEvent<D>[]): void
  renderLabel?(this: void, node: TreeNode<D>): ReactNode
  loading: ReadonlySet<TreeKey>
  loadFailed: ReadonlySet<TreeKey>
  /** fetches a lazy node's children again after a failure */
  retryChildren(this: void, node: TreeNode<D>): void
}

const TreeContext = createContext<TreeContextValue | null>(null)

/** The tree a node belongs to. A node drawn outside a <Tree> is a programming error (SPEC §8). */
export function useTreeContext(): TreeContextValue {
  const ctx = useContext(TreeContext)
  if (!ctx) throw new Error('TreeNodeView must be rendered inside a <Tree>: its parent tree was not found (树节点找不到所属的树)')
  return ctx
}

function TreeInner<D>(props: TreeProps<D>, ref: Ref<TreeHandle<D>>) {
  const {
    data,
    checkOnlyLeaf,
    showCheckbox,
    showRadio,
    checkStrictly,
    accordion,
    expandOnClickNode = true,
    expandOnCheckNode,
    checkOnClickNode,
    renderLabel,
    emptyText = '暂无数据~',
    className,
    testId = 'tree',
  } = props
  const model = useMemo(
    () =>
      new TreeModel<D>(data, {
        checkOnlyLeaf,
        showCheckbox,
        showRadio,
        checkStrictly,
        accordion,
        expandOnClickNode,
        expandOnCheckNode,
        checkOnClickNode,
      }),
    [data, checkOnlyLeaf, showCheckbox, showRadio, checkStrictly, accordion, expandOnClickNode, expandOnCheckNode, checkOnClickNode],
  )
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const [loading, setLoading] = useState<ReadonlySet<TreeKey>>(new Set())
  const [loadFailed, setLoadFailed] = useState<ReadonlySet<TreeKey>>(new Set())
  // the latest props, so events fire the current handlers without rebuilding the model
  const propsRef = useRef(props)
  propsRef.current = props
  const loaded = useRef(new Set<TreeKey>())
  useEffect(() => {
    loaded.current = new Set()
    setLoading(new Set())
    setLoadFailed(new Set())
  }, [model])

  // lazy children: fetched on the first expansion of a non-leaf node that has none (again after a failure)
  const fetchChildren = useCallback(
    (node: TreeNode<D>) => {
      const load = propsRef.current.loadChildren
      if (!load || node.isLeaf || node.children.length || loaded.current.has(node.id)) return
      loaded.current.add(node.id)
      const drop = (s: ReadonlySet<TreeKey>) => {
        const n = new Set(s)
        n.delete(node.id)
        return n
      }
      setLoading((s) => new Set(s).add(node.id))
      setLoadFailed(drop)
      load(node).then(
        (children) => {
          model.setChildren(node.id, children)
          setLoading(drop)
          rerender()
        },
        () => {
          loaded.current.delete(node.id)
          setLoading(drop)
          setLoadFailed((s) => new Set(s).add(node.id))
        },
      )
    },
    [model],
  )

  const apply = useCallback(
    (events: TreeEvent<D>[]) => {
      if (!events.length) return
      rerender()
      const p = propsRef.current
      for (const e of events) {
        switch (e.type) {
          case 'check-change':
            p.onCheckChange?.(e.node, e.checked, e.indeterminate)
            break
          case 'radio-change':
            p.onRadioChange?.(e.node, e.checked)
            break
          case 'check':
            p.onCheck?.(e.node, e.summary)
            break
          case 'current-change':
            p.onCurrentChange?.(e.node, e.previous)
            break
          case 'node-click':
            p.onNodeClick?.(e.node)
            break
          case 'node-expand':
            p.onNodeExpand?.(e.node)
            fetchChildren(e.node)
            break
          case 'node-collapse':
            p.onNodeCollapse?.(e.node)
            break
        }
      }
    },
    [fetchChildren],
  )

  useImperativeHandle(
    ref,
    (): TreeHandle<D> => ({
      model,
      getCheckedKeys: (leafOnly) => model.checkedKeys(leafOnly),
      getCheckedNodes: (leafOnly) => model.checkedNodes(leafOnly),
      getHalfCheckedKeys: () => model.halfCheckedNodes().map((n) => n.id),
      setCheckedKeys: (keys) => {
        model.setCheckedKeys(keys)
        rerender()
      },
      setChecked: (id, checked) => apply(model.options.showRadio ? (checked ? model.selectRadio(id) : []) : model.setChecked(id, checked)),
      setCurrentKey: (id) => apply(model.setCurrent(id)),
      expand: (id) => apply(model.expand(id)),
      collapse: (id) => apply(model.collapse(id)),
    }),
    [model, apply],
  )

  const ctx = useMemo<TreeContextValue<D>>(
    () => ({
      model,
      apply,
      renderLabel,
      loading,
      loadFailed,
      retryChildren: fetchChildren,
    }),
    [model, apply, renderLabel, loading, loadFailed, fetchChildren],
  )

  return (
    <TreeContext.Provider value={ctx}>
      <View className={`zy-tree ${className ?? ''}`} data-testid={testId}>
        {model.roots.length ? model.roots.map((n) => <TreeNodeView key={String(n.id)} node={n} />) : <Text className='zy-tree__empty'>{emptyText}</Text>}
      </View>
    </TreeContext.Provider>
  )
}

/** The tree view. Pass a ref for `TreeHandle` (checked keys, set checks, expand/collapse). */
export const Tree = forwardRef(TreeInner) as <D = unknown>(props: TreeProps<D> & { ref?: Ref<TreeHandle<D>> }) => JSX.Element

/** One node row and, when expanded, its children. Must sit inside a <Tree>. */
export function TreeNodeView({ node }: { node: TreeNode<unknown> }) {
  const { model, apply, renderLabel, loading, loadFailed, retryChildren } = useTreeContext()
  const { options } = model
  const isCurrent = model.current === node
  const checkable = model.checkable(node)
  const isLoading = loading.has(node.id)

  const onRow = () => apply(model.click(node.id))
  const onArrow = (e: { stopPropagation?: () => void }) => {
    e.stopPropagation?.()
    apply(model.toggleExpanded(node.id))
  }
  const onBox = (e: { stopPropagation?: () => void }) => {
    e.stopPropagation?.()
    if (node.disabled) return
    apply(options.showRadio ? model.selectRadio(node.id) : model.toggleChecked(node.id))
  }

  const boxState = node.checked ? 'checked' : node.indeterminate ? 'indeterminate' : 'unchecked'
  return (
    <View className='zy-tree__node' data-testid='tree-node' data-id={String(node.id)} data-level={node.level}>
      <View
        className={`zy-tree__row ${isCurrent ? 'zy-tree__row--current' : ''} ${node.disabled ? 'zy-tree__row--disabled' : ''}`}
        style={{ paddingLeft: `${(node.level - 1) * 18 + 8}px` }}
        data-testid='tree-row'
        data-checked={node.checked ? 'true' : 'false'}
        data-indeterminate={node.indeterminate ? 'true' : 'false'}
        data-expanded={node.expanded ? 'true' : 'false'}
        data-disabled={node.disabled ? 'true' : 'false'}
        data-current={isCurrent ? 'true' : 'false'}
        onClick={onRow}
      >
        {node.isLeaf ? (
          <View className='zy-tree__arrow zy-tree__arrow--leaf' />
        ) : (
          <View className={`zy-tree__arrow ${node.expanded ? 'zy-tree__arrow--open' : ''}`} data-testid='tree-arrow' onClick={onArrow}>
            <Text className='zy-tree__arrow-glyph'>›</Text>
          </View>
        )}
        {checkable && options.showRadio ? (
          <View
            className={`zy-tree__radio ${node.checked ? 'zy-tree__radio--on' : ''} ${node.disabled ? 'zy-tree__box--disabled' : ''}`}
            data-testid='tree-radio'
            data-state={node.checked ? 'checked' : 'unchecked'}
            onClick={onBox}
          />
        ) : null}
        {checkable && options.showCheckbox && !options.showRadio ? (
          <View
            className={`zy-tree__box zy-tree__box--${boxState} ${node.disabled ? 'zy-tree__box--disabled' : ''}`}
            data-testid='tree-checkbox'
            data-state={boxState}
            onClick={onBox}
          >
            {node.checked ? <Text className='zy-tree__tick'>✓</Text> : node.indeterminate ? <View className='zy-tree__dash' /> : null}
          </View>
        ) : null}
        {renderLabel ? (
          renderLabel(node)
        ) : (
          <>
            {node.icon ? <Image className='zy-tree__icon' src={node.icon} mode='aspectFit' /> : null}
            <Text className='zy-tree__label'>{node.label}</Text>
          </>
        )}
      </View>
      {node.expanded ? (
        <View className='zy-tree__children'>
          {isLoading ? (
            <Text className='zy-tree__hint' style={{ paddingLeft: `${node.level * 18 + 30}px` }}>
              加载中…
            </Text>
          ) : null}
          {loadFailed.has(node.id) ? (
            <Text className='zy-tree__hint zy-tree__hint--error' style={{ paddingLeft: `${node.level * 18 + 30}px` }} onClick={() => retryChildren(node)}>
              加载失败，点此重试
            </Text>
          ) : null}
          {node.children.map((c) => (
            <TreeNodeView key={String(c.id)} node={c} />
          ))}
        </View>
      ) : null}
    </View>
  )
}

export default Tree
