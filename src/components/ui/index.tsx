/**
 * Small building blocks of the app's own pages (tab pages, wish filling, assessments, personal centre):
 * section cards, entry grids, menu lists, a search entry and a search bar, tabs, chip filters, notes,
 * buttons and form rows. Styled per DESIGN.md "Look and feel": white cards on light grey, one primary
 * blue, 28–32 rpx text. Navigation goes through services/navigation `go` (switchTab for tab pages).
 */
import type { ReactNode } from 'react'
import { Image, Input, Text, View } from '@tarojs/components'
import { go } from '../../services/navigation'
import './index.scss'

/** Opens an in-app route ('pages/…', with or without a leading slash and query). */
export function open(route: string): void {
  void go(route.startsWith('/') ? route : `/${route}`)
}

export function Section({
  title,
  extra,
  onMore,
  moreText = '更多',
  children,
  className,
  testId,
  flush,
}: {
  title?: ReactNode
  extra?: ReactNode
  onMore?: () => void
  moreText?: string
  children?: ReactNode
  className?: string
  testId?: string
  /** no inner padding (lists and grids draw their own) */
  flush?: boolean
}) {
  return (
    <View className={`zy-ui-section ${flush ? 'zy-ui-section--flush' : ''} ${className ?? ''}`} data-testid={testId}>
      {title || extra || onMore ? (
        <View className='zy-ui-section__head'>
          <Text className='zy-ui-section__title'>{title}</Text>
          {extra ?? null}
          {onMore ? (
            <Text className='zy-ui-section__more' onClick={onMore}>
              {moreText} ›
            </Text>
          ) : null}
        </View>
      ) : null}
      {children}
    </View>
  )
}

export interface EntryItem {
  key: string
  title: string
  icon?: string
  /** one line under the title (assessment centre, filling modes) */
  desc?: string
  route?: string
  onClick?: () => void
  badge?: string
}

/** A grid of entries (icon above a short title), 4 or 5 per row. */
export function EntryGrid({ items, columns = 5, testId }: { items: readonly EntryItem[]; columns?: 3 | 4 | 5; testId?: string }) {
  return (
    <View className={`zy-ui-grid zy-ui-grid--${columns}`} data-testid={testId}>
      {items.map((it) => (
        <View
          key={it.key}
          className='zy-ui-grid__item'
          data-testid='entry'
          data-route={it.route}
          onClick={() => (it.onClick ? it.onClick() : it.route ? open(it.route) : undefined)}
        >
          {it.icon ? <Image className='zy-ui-grid__icon' src={it.icon} mode='aspectFit' /> : <View className='zy-ui-grid__icon zy-ui-grid__icon--blank' />}
          <Text className='zy-ui-grid__title'>{it.title}</Text>
          {it.badge ? <Text className='zy-ui-grid__badge'>{it.badge}</Text> : null}
        </View>
      ))}
    </View>
  )
}

/** Entries as cards with a line of explanation each (icon left, text right, chevron). */
export function EntryCards({ items, testId }: { items: readonly EntryItem[]; testId?: string }) {
  return (
    <View className='zy-ui-cards' data-testid={testId}>
      {items.map((it) => (
        <View
          key={it.key}
          className='zy-ui-cards__item'
          data-testid='entry'
          data-route={it.route}
          onClick={() => (it.onClick ? it.onClick() : it.route ? open(it.route) : undefined)}
        >
          {it.icon ? <Image className='zy-ui-cards__icon' src={it.icon} mode='aspectFit' /> : null}
          <View className='zy-ui-cards__body'>
            <Text className='zy-ui-cards__title'>{it.title}</Text>
            {it.desc ? <Text className='zy-ui-cards__desc'>{it.desc}</Text> : null}
          </View>
          {it.badge ? <Text className='zy-ui-tag'>{it.badge}</Text> : null}
          <Text className='zy-ui-chevron'>›</Text>
        </View>
      ))}
    </View>
  )
}

export interface MenuItem {
  key: string
  title: string
  icon?: string
  /** text at the right (e.g. a status) */
  extra?: ReactNode
  route?: string
  onClick?: () => void
  testId?: string
}

/** A list of tappable rows with a chevron (personal centre, settings-like pages). */
export function MenuList({ items, testId }: { items: readonly MenuItem[]; testId?: string }) {
  return (
    <View className='zy-ui-menu' data-testid={testId}>
      {items.map((it) => (
        <View
          key={it.key}
          className='zy-ui-menu__row'
          data-testid={it.testId ?? 'menu-item'}
          data-route={it.route}
          onClick={() => (it.onClick ? it.onClick() : it.route ? open(it.route) : undefined)}
        >
          {it.icon ? <Image className='zy-ui-menu__icon' src={it.icon} mode='aspectFit' /> : null}
          <Text className='zy-ui-menu__title'>{it.title}</Text>
          {it.extra !== undefined ? <View className='zy-ui-menu__extra'>{it.extra}</View> : null}
          <Text className='zy-ui-chevron'>›</Text>
        </View>
      ))}
    </View>
  )
}

/** A search box that is only an entry: tapping it opens the search page. */
export function SearchEntry({ placeholder, onClick, testId }: { placeholder: string; onClick: () => void; testId?: string }) {
  return (
    <View className='zy-ui-search-entry' data-testid={testId} onClick={onClick}>
      <Text className='zy-ui-search-entry__icon'>⌕</Text>
      <Text className='zy-ui-search-entry__text'>{placeholder}</Text>
    </View>
  )
}

/** A real search bar: input, clear, and a 搜索 button (also the keyboard's search key). */
export function SearchBar({
  value,
  placeholder,
  onInput,
  onSearch,
  testId,
  maxLength = 40,
}: {
  value: string
  placeholder: string
  onInput: (v: string) => void
  onSearch: (v: string) => void
  testId?: string
  maxLength?: number
}) {
  return (
    <View className='zy-ui-search' data-testid={testId}>
      <Text className='zy-ui-search__icon'>⌕</Text>
      <Input
        className='zy-ui-search__input'
        value={value}
        placeholder={placeholder}
        confirmType='search'
        maxlength={maxLength}
        onInput={(e) => onInput(e.detail.value)}
        onConfirm={(e) => onSearch(e.detail.value)}
      />
      {value ? (
        <Text className='zy-ui-search__clear' onClick={() => onInput('')}>
          ×
        </Text>
      ) : null}
      <View className='zy-ui-search__btn' onClick={() => onSearch(value)}>
        搜索
      </View>
    </View>
  )
}

export interface TabOption<K extends string | number> {
  key: K
  title: string
}

/** A row of tabs with an underline under the current one. */
export function Tabs<K extends string | number>({ tabs, value, onChange, testId }: { tabs: readonly TabOption<K>[]; value: K; onChange: (k: K) => void; testId?: string }) {
  return (
    <View className='zy-ui-tabs' data-testid={testId} role='tablist'>
      {tabs.map((t) => (
        <View
          key={String(t.key)}
          className={`zy-ui-tabs__tab ${t.key === value ? 'zy-ui-tabs__tab--on' : ''}`}
          role='tab'
          aria-selected={t.key === value}
          data-active={t.key === value ? 'true' : 'false'}
          onClick={() => onChange(t.key)}
        >
          <Text>{t.title}</Text>
        </View>
      ))}
    </View>
  )
}

/** A row of chips to filter by; `value` null means 全部 when `allLabel` is given. */
export function FilterChips<K extends string | number>({
  options,
  value,
  onChange,
  allLabel,
  testId,
}: {
  options: readonly TabOption<K>[]
  value: K | null
  onChange: (k: K | null) => void
  allLabel?: string
  testId?: string
}) {
  return (
    <View className='zy-ui-chips' data-testid={testId}>
      {allLabel ? (
        <Text className={`zy-ui-chips__chip ${value === null ? 'zy-ui-chips__chip--on' : ''}`} onClick={() => onChange(null)}>
          {allLabel}
        </Text>
      ) : null}
      {options.map((o) => (
        <Text key={String(o.key)} className={`zy-ui-chips__chip ${o.key === value ? 'zy-ui-chips__chip--on' : ''}`} onClick={() => onChange(o.key)}>
          {o.title}
        </Text>
      ))}
    </View>
  )
}

/** A short explanatory note in a tinted box. */
export function Note({ children, tone = 'info', testId }: { children?: ReactNode; tone?: 'info' | 'warn'; testId?: string }) {
  return (
    <View className={`zy-ui-note zy-ui-note--${tone}`} data-testid={testId}>
      {children}
    </View>
  )
}

export function Button({
  children,
  onClick,
  kind = 'primary',
  size = 'normal',
  disabled,
  testId,
  block,
}: {
  children?: ReactNode
  onClick?: () => void
  kind?: 'primary' | 'ghost' | 'plain'
  size?: 'normal' | 'small'
  disabled?: boolean
  testId?: string
  block?: boolean
}) {
  return (
    <View
      className={`zy-ui-btn zy-ui-btn--${kind} zy-ui-btn--${size} ${block ? 'zy-ui-btn--block' : ''} ${disabled ? 'zy-ui-btn--disabled' : ''}`}
      data-testid={testId}
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onClick?.()
      }}
    >
      {children}
    </View>
  )
}

/** A label/value row of a form or a detail card. */
export function FieldRow({ label, children, hint, error, testId }: { label: string; children?: ReactNode; hint?: string; error?: string | null; testId?: string }) {
  return (
    <View className='zy-ui-field' data-testid={testId}>
      <View className='zy-ui-field__line'>
        <Text className='zy-ui-field__label'>{label}</Text>
        <View className='zy-ui-field__value'>{children}</View>
      </View>
      {error ? (
        <Text className='zy-ui-field__error' data-error-for={testId}>
          {error}
        </Text>
      ) : hint ? (
        <Text className='zy-ui-field__hint'>{hint}</Text>
      ) : null}
    </View>
  )
}

/** A fixed bottom bar (SPEC §9: 96 rpx) holding the page's main action. */
export function BottomBar({ children }: { children?: ReactNode }) {
  return (
    <>
      <View className='zy-ui-bottom-spacer' />
      <View className='zy-fixed-bottom zy-ui-bottom'>{children}</View>
    </>
  )
}

/** A titled block of plain text paragraphs (explanations, about pages). */
export function Paragraphs({ lines }: { lines: readonly string[] }) {
  return (
    <View className='zy-ui-paras'>
      {lines.map((l, i) => (
        <Text key={i} className='zy-ui-paras__p'>
          {l}
        </Text>
      ))}
    </View>
  )
}

export type Band = 'reach' | 'match' | 'safe'

export const BANDS: readonly { key: Band; name: string; hint: string }[] = [
  { key: 'reach', name: '冲', hint: '录取机会较小' },
  { key: 'match', name: '稳', hint: '录取机会适中' },
  { key: 'safe', name: '保', hint: '录取机会较大' },
]

/** 冲 / 稳 / 保 chooser: coloured and always named (never by colour alone). */
export function BandTabs({ value, onChange, counts }: { value: Band; onChange: (b: Band) => void; counts?: Partial<Record<Band, number>> }) {
  return (
    <View className='zy-ui-bands' data-testid='band-tabs' role='tablist'>
      {BANDS.map((b) => (
        <View
          key={b.key}
          className={`zy-ui-bands__band zy-band--${b.key} ${value === b.key ? 'zy-ui-bands__band--on' : ''}`}
          role='tab'
          aria-selected={value === b.key}
          data-active={value === b.key ? 'true' : 'false'}
          onClick={() => onChange(b.key)}
        >
          <Text className='zy-ui-bands__name'>
            {b.name}
            {counts?.[b.key] !== undefined ? ` ${counts[b.key]}` : ''}
          </Text>
          <Text className='zy-ui-bands__hint'>{b.hint}</Text>
        </View>
      ))}
    </View>
  )
}
