/**
 * Plain-DOM stand-ins for @tarojs/components used by the page tests (jest.mock('@tarojs/components', …)).
 * They keep the Taro event shapes the app and taro-ui read: `e.detail.value` for inputs and pickers.
 */
import React from 'react'

type Props = Record<string, any> & { children?: React.ReactNode }

function pass(props: Props): Record<string, any> {
  const out: Record<string, any> = {}
  for (const [k, v] of Object.entries(props)) {
    if (k === 'children' || k === 'className' || k === 'style' || k === 'onClick' || k.startsWith('data-') || k === 'id') out[k] = v
  }
  if (typeof out.style === 'string') delete out.style
  return out
}

export const View = ({ children, ...p }: Props) => React.createElement('div', pass(p), children)
export const Text = ({ children, ...p }: Props) => React.createElement('span', pass(p), children)
export const Label = ({ children, ...p }: Props) => React.createElement('label', pass(p), children)
export const Image = (p: Props) => React.createElement('img', { ...pass(p), src: p.src })
export const Button = ({ children, ...p }: Props) => React.createElement('button', { ...pass(p), disabled: p.disabled, type: 'button' }, children)
export const Form = ({ children, ...p }: Props) => React.createElement('form', pass(p), children)
export const ScrollView = View
export const Swiper = View
export const SwiperItem = View
export const Block = ({ children }: Props) => React.createElement(React.Fragment, null, children)
export const Switch = (p: Props) =>
  React.createElement('input', { type: 'checkbox', checked: !!p.checked, onChange: (e: any) => p.onChange?.({ detail: { value: e.target.checked } }) })

/** <input>; typing fires onInput with {detail: {value}} as Taro's Input does */
export const Input = (p: Props) =>
  React.createElement('input', {
    ...pass(p),
    name: p.name,
    type: p.password ? 'password' : p.type === 'number' || p.type === 'digit' ? 'text' : 'text',
    value: p.value ?? '',
    placeholder: p.placeholder,
    disabled: !!p.disabled,
    maxLength: p.maxlength ?? p.maxLength,
    onInput: (e: any) => p.onInput?.({ detail: { value: e.target.value }, type: 'input' }),
    onFocus: (e: any) => p.onFocus?.({ detail: { value: e.target.value }, type: 'focus' }),
    onBlur: (e: any) => p.onBlur?.({ detail: { value: e.target.value }, type: 'blur' }),
  })

/**
 * Selector picker: renders its children (the row to tap) and a <select> carrying data-picker, so a test
 * can choose an index: fireEvent.change(select, {target: {value: '3'}}).
 */
export const Picker = ({ children, ...p }: Props) =>
  React.createElement(
    'div',
    null,
    children,
    React.createElement(
      'select',
      {
        'data-picker': true,
        value: String(p.value ?? 0),
        onChange: (e: any) => p.onChange?.({ detail: { value: Number(e.target.value) } }),
      },
      (p.range ?? []).map((r: any, i: number) => React.createElement('option', { key: i, value: String(i) }, typeof r === 'string' ? r : String(r))),
    ),
  )
