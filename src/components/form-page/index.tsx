/**
 * The frame of the account and profile forms (login, register, passwords, exam information, settings): a page with
 * a headline, white cards of fields with a grey caption above, the form's one submit button, text links under it,
 * notes and read-only rows. The fields themselves are the kit's Field / PickerRow / Chip / AgreementCheck.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '../button'
import { HumanCheckDialog } from '../human-check'
import { PageShell } from '../page-shell'
import './index.scss'

/**
 * A form page: its headline and the line under it, then the cards — and the human check, which any of its calls may
 * be asked for (code 30: SMS sends past the budget, logins and codes after many wrong guesses).
 */
export function FormPage({ title, sub, children }: { title?: string; sub?: ReactNode; children?: ReactNode }) {
  return (
    <PageShell className='zy-form-page'>
      {title ? (
        <View className='zy-form-page__hero'>
          <Text className='zy-form-page__title'>{title}</Text>
          {sub ? <Text className='zy-form-page__sub'>{sub}</Text> : null}
        </View>
      ) : null}
      {children}
      <HumanCheckDialog />
    </PageShell>
  )
}

/** A white card of fields, with an optional grey caption above it. */
export function FormCard({ title, children, testId }: { title?: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <>
      {title ? <Text className='zy-form-card__title'>{title}</Text> : null}
      <View className='zy-form-card' data-testid={testId}>
        {children}
      </View>
    </>
  )
}

/** Chips to choose from (subjects, tracks, gender), wrapped inside a card. */
export function ChoiceRow({ children, inline }: { children?: ReactNode; inline?: boolean }) {
  return <View className={`zy-form-choices ${inline ? 'zy-form-choices--inline' : ''}`}>{children}</View>
}

/** Buttons under the cards, full width, one under another. */
export function FormActions({ children }: { children?: ReactNode }) {
  return <View className='zy-form-actions'>{children}</View>
}

/**
 * The form's one submit button; `busyText` replaces `text` while the request runs. It keeps the class
 * `acc-submit`: the page tests and the browser journeys press the submit button of any form by it.
 */
export function SubmitButton({
  busy,
  onClick,
  text,
  busyText,
  disabled,
  danger,
}: {
  busy: boolean
  onClick: () => void
  text: string
  busyText?: string
  disabled?: boolean
  danger?: boolean
}) {
  return (
    <FormActions>
      <Button block kind={danger ? 'danger' : 'primary'} className='acc-submit' loading={busy} disabled={!!disabled} onClick={onClick}>
        {busy && busyText ? busyText : text}
      </Button>
    </FormActions>
  )
}

export interface FormLink {
  text: string
  onClick: () => void
}

/** Text links in a row under the form (验证码登录 · 忘记密码 · 注册账号). */
export function FormLinks({ links }: { links: readonly FormLink[] }) {
  return (
    <View className='zy-form-links'>
      {links.map((l) => (
        <Text key={l.text} className='zy-form-links__link' onClick={l.onClick}>
          {l.text}
        </Text>
      ))}
    </View>
  )
}

/** A grey explanation between the cards (`center`: a footer line such as the version). */
export function FormNote({ children, center }: { children?: ReactNode; center?: boolean }) {
  return <Text className={`zy-form-note ${center ? 'zy-form-note--center' : ''}`}>{children}</Text>
}

/** A list of short points inside a card (what deleting the account removes). */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <View className='zy-form-bullets'>
      {items.map((t) => (
        <View key={t} className='zy-form-bullets__item'>
          · {t}
        </View>
      ))}
    </View>
  )
}

/** A read-only label and value inside a card (the account's mobile, the exam province). */
export function InfoRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <View className='zy-form-info'>
      <Text className='zy-form-info__label'>{label}</Text>
      <View className='zy-form-info__value'>{value}</View>
    </View>
  )
}

export default FormPage
