/**
 * The client jest project's stand-in for @tarojs/components: plain DOM elements that keep the props tests
 * look at (className, object styles, id, data-*, aria-*) and the Taro event shapes components read
 * (`e.detail.value` for inputs, pickers, switches, checkbox and radio groups). Page tests may still
 * jest.mock('@tarojs/components', …) with their own helper.
 */
import React from 'react'

type Props = Record<string, any> & { children?: React.ReactNode }

const PASS = new Set(['className', 'id', 'onClick', 'onTouchStart', 'onTouchEnd', 'onLongPress', 'role', 'title'])

function pass(props: Props): Record<string, any> {
  const out: Record<string, any> = {}
  for (const [k, v] of Object.entries(props)) {
    if (PASS.has(k) || k.startsWith('data-') || k.startsWith('aria-')) out[k] = v
  }
  if (props.style && typeof props.style === 'object') out.style = props.style
  if (props.onLongPress && !props.onContextMenu) out.onContextMenu = props.onLongPress
  delete out.onLongPress
  return out
}

const el = (tag: string) =>
  function MockComponent({ children, ...p }: Props) {
    return React.createElement(tag, pass(p), children)
  }

export const View = el('div')
export const Text = el('span')
export const Label = el('label')
export const Form = el('form')
export const ScrollView = el('div')
export const Swiper = el('div')
export const SwiperItem = el('div')
export const MovableArea = el('div')
export const MovableView = el('div')
export const CoverView = el('div')
export const PageContainer = el('div')
export const RootPortal = el('div')
export const Navigator = el('a')
export const RichText = ({ nodes, ...p }: Props) =>
  React.createElement('div', { ...pass(p), dangerouslySetInnerHTML: typeof nodes === 'string' ? { __html: nodes } : undefined })
export const Block = ({ children }: Props) => React.createElement(React.Fragment, null, children)
export const Image = (p: Props) => React.createElement('img', { ...pass(p), src: p.src, alt: p.alt ?? '' })
export const CoverImage = Image
export const Icon = (p: Props) => React.createElement('i', { ...pass(p), 'data-icon': p.type })
export const Canvas = (p: Props) => React.createElement('canvas', { ...pass(p), 'data-canvas-id': p.canvasId })
export const Video = (p: Props) => React.createElement('video', { ...pass(p), src: p.src })
export const WebView = (p: Props) => React.createElement('iframe', { ...pass(p), src: p.src })
export const Progress = (p: Props) => React.createElement('progress', { ...pass(p), value: p.percent, max: 100 })

export const Button = ({ children, ...p }: Props) =>
  React.createElement('button', { ...pass(p), disabled: !!p.disabled, type: 'button', 'data-form-type': p.formType }, children)

/**
 * <input>: typing fires onInput with {detail: {value}} as Taro's Input does. Tests type with fireEvent.input (the
 * event a keystroke fires): the app renders through preact/compat, where onChange of a text field is its input event.
 */
export const Input = (p: Props) =>
  React.createElement('input', {
    ...pass(p),
    name: p.name,
    type: p.password ? 'password' : 'text',
    value: p.value ?? '',
    placeholder: p.placeholder,
    disabled: !!p.disabled,
    maxLength: p.maxlength ?? p.maxLength,
    onInput: (e: any) => p.onInput?.({ detail: { value: e.target.value }, type: 'input' }),
    onFocus: (e: any) => p.onFocus?.({ detail: { value: e.target.value }, type: 'focus' }),
    onBlur: (e: any) => p.onBlur?.({ detail: { value: e.target.value }, type: 'blur' }),
    onKeyDown: (e: any) => {
      if (e.key === 'Enter') p.onConfirm?.({ detail: { value: e.target.value }, type: 'confirm' })
    },
  })

export const Textarea = (p: Props) =>
  React.createElement('textarea', {
    ...pass(p),
    name: p.name,
    value: p.value ?? '',
    placeholder: p.placeholder,
    disabled: !!p.disabled,
    maxLength: p.maxlength ?? p.maxLength,
    onInput: (e: any) => p.onInput?.({ detail: { value: e.target.value }, type: 'input' }),
  })

export const Switch = (p: Props) =>
  React.createElement('input', {
    ...pass(p),
    type: 'checkbox',
    role: 'switch',
    checked: !!p.checked,
    disabled: !!p.disabled,
    onChange: (e: any) => p.onChange?.({ detail: { value: e.target.checked } }),
  })

// Checkbox/Radio groups: a change reports the values of the checked boxes inside, as Taro does.
const GroupContext = React.createContext<{ toggle: (value: string, checked: boolean) => void; radio: boolean } | null>(null)

function makeGroup(radio: boolean) {
  return function Group({ children, onChange, ...p }: Props) {
    const ref = React.useRef<HTMLDivElement>(null)
    const toggle = (value: string, checked: boolean) => {
      const boxes = Array.from(ref.current?.querySelectorAll<HTMLInputElement>('input[data-group-item]') ?? [])
      const values = radio ? (checked ? value : '') : boxes.filter((b) => (b.value === value ? checked : b.checked)).map((b) => b.value)
      onChange?.({ detail: { value: values } })
    }
    return React.createElement(GroupContext.Provider, { value: { toggle, radio } }, React.createElement('div', { ...pass(p), ref }, children))
  }
}
export const CheckboxGroup = makeGroup(false)
export const RadioGroup = makeGroup(true)

function makeBox(radio: boolean) {
  return function Box({ children, ...p }: Props) {
    const group = React.useContext(GroupContext)
    return React.createElement(
      'label',
      pass(p),
      React.createElement('input', {
        type: radio ? 'radio' : 'checkbox',
        'data-group-item': true,
        value: p.value ?? '',
        checked: !!p.checked,
        disabled: !!p.disabled,
        onChange: (e: any) => group?.toggle(String(p.value ?? ''), e.target.checked),
      }),
      children,
    )
  }
}
export const Checkbox = makeBox(false)
export const Radio = makeBox(true)

/**
 * Picker: renders its children (the row to tap) and a <select> carrying data-picker, so a test can choose
 * an index: fireEvent.change(select, {target: {value: '3'}}).
 */
export const Picker = ({ children, ...p }: Props) =>
  React.createElement(
    'div',
    pass(p),
    children,
    React.createElement(
      'select',
      {
        'data-picker': true,
        value: String(Array.isArray(p.value) ? (p.value[0] ?? 0) : (p.value ?? 0)),
        disabled: !!p.disabled,
        onChange: (e: any) => p.onChange?.({ detail: { value: Number(e.target.value) } }),
      },
      (Array.isArray(p.range) ? p.range : []).map((r: any, i: number) =>
        React.createElement('option', { key: i, value: String(i) }, typeof r === 'object' && r && p.rangeKey ? String(r[p.rangeKey]) : String(r)),
      ),
    ),
  )
