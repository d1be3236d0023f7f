/** A choice from a short list that slides up from the bottom (taro-ui's AtActionSheet), with 取消. */
import { AtActionSheet, AtActionSheetItem } from 'taro-ui'
import 'taro-ui/lib/style/components/action-sheet.scss'

export interface ActionOption<K> {
  key: K
  label: string
}

export function ActionSheet<K extends string | number>({
  open,
  title,
  options,
  onPick,
  onClose,
}: {
  open: boolean
  title: string
  options: readonly ActionOption<K>[]
  onPick: (key: K) => void
  onClose: () => void
}) {
  return (
    <AtActionSheet isOpened={open} title={title} cancelText='取消' onClose={onClose} onCancel={onClose}>
      {options.map((o) => (
        <AtActionSheetItem
          key={String(o.key)}
          onClick={() => {
            onClose()
            onPick(o.key)
          }}
        >
          {o.label}
        </AtActionSheetItem>
      ))}
    </AtActionSheet>
  )
}

export default ActionSheet
