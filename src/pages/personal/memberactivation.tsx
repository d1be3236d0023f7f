import { useState } from 'react'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { LoginGate } from '../../components/login-gate'
import { useStore } from '../../stores'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Field } from '../../components/form-field'
import { Note } from '../../components/note'
import { Section } from '../../components/section'

/** Card number and password as printed on a membership card; what is wrong, named. */
export function checkCard(cardNo: string, password: string): { cardNo?: string; password?: string } {
  const e: { cardNo?: string; password?: string } = {}
  const c = cardNo.trim()
  const p = password.trim()
  if (!c) e.cardNo = '请输入卡号'
  else if (!/^[A-Za-z0-9]{6,20}$/.test(c)) e.cardNo = '卡号应为 6～20 位字母或数字'
  if (!p) e.password = '请输入卡密'
  else if (!/^[A-Za-z0-9]{4,20}$/.test(p)) e.password = '卡密应为 4～20 位字母或数字'
  return e
}

/** 激活会员卡: card number and password; activation itself opens with the membership service. */
function MemberActivationPage() {
  const { session } = useStore()
  const [cardNo, setCardNo] = useState(session.cardId)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ cardNo?: string; password?: string }>({})
  const [checked, setChecked] = useState(false)
  const submit = () => {
    const e = checkCard(cardNo, password)
    setErrors(e)
    if (Object.keys(e).length) return
    session.setCardId(cardNo.trim())
    setChecked(true)
  }
  return (
    <PageShell>
      <LoginGate why='登录后才能激活会员卡'>
        <Section title='会员卡信息' testId='card-form'>
          <Field
            name='cardNo'
            title='卡号'
            value={cardNo}
            maxLength={20}
            placeholder='卡片背面的卡号'
            error={errors.cardNo}
            onChange={(v) => {
              setCardNo(v)
              setErrors({ ...errors, cardNo: undefined })
              setChecked(false)
            }}
          />
          <Field
            name='password'
            title='卡密'
            type='password'
            value={password}
            maxLength={20}
            placeholder='刮开涂层后的卡密'
            error={errors.password}
            onChange={(v) => {
              setPassword(v)
              setErrors({ ...errors, password: undefined })
              setChecked(false)
            }}
          />
        </Section>
        {checked ? (
          <Note tone='warn'>
            <Text data-testid='card-unavailable'>卡号和卡密格式正确，但会员卡激活服务目前没有开放，暂时不能激活；请妥善保管卡片。</Text>
          </Note>
        ) : (
          <Note>激活后会员权益立即生效，有效期以卡片说明为准。一张卡只能激活一次。</Note>
        )}
        <BottomBar>
          <Button block onClick={submit} testId='card-submit'>
            激活
          </Button>
        </BottomBar>
      </LoginGate>
    </PageShell>
  )
}

export default observer(MemberActivationPage)
