import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ApiData } from '@contract/endpoints'
import { PageShell } from '../../components/page-shell'
import { LoginGate } from '../../components/login-gate'
import { AsyncView } from '../../components/async-view'
import { useLoaded } from '../../components/async-view/use-loaded'
import { useStore } from '../../stores'
import { PaymentStore } from '../../stores/payment'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Field } from '../../components/form-field'
import { Note } from '../../components/note'
import { Section } from '../../components/section'
import { errorText } from '../../model/errors'
import { checkCardNo } from '../../utils/validate'

/**
 * The cards this account has activated: its own component inside the login gate, so a visitor's page asks nothing
 * (a call that needs login, sent logged out, would start a re-login).
 */
const ActivatedCards = observer(function ActivatedCards({ after }: { after: unknown }) {
  const payment = useStore().part(PaymentStore)
  const cards = useLoaded(() => payment.receivedCards(), [payment, after])
  return (
    <Section title='我激活过的卡' testId='card-list'>
      <AsyncView state={cards} isEmpty={!cards.data?.List.length} emptyText='还没有激活过会员卡'>
        {() => (
          <View>
            {cards.data?.List.map((c) => (
              <View key={`${c.CardNo}${c.ActivatedAt}`}>
                <Text>
                  {c.CardNo} · {c.MemberTypeName} {c.Days} 天 · {c.ActivatedAt.slice(0, 10)}
                </Text>
              </View>
            ))}
          </View>
        )}
      </AsyncView>
    </Section>
  )
})

/** 激活会员卡: the 16-character card number; 查询 says what it gives, 激活 uses it (once) and the membership shows at once. */
function MemberActivationPage() {
  const { session } = useStore()
  const payment = useStore().part(PaymentStore)
  const [cardNo, setCardNo] = useState(session.cardId)
  const [error, setError] = useState<string | undefined>()
  const check = useLoaded(() => payment.cardCheck(), [payment])
  const [result, setResult] = useState<ApiData<'User/CardActivation'> | null>(null)
  const [busy, setBusy] = useState(false)

  const valid = () => {
    const e = checkCardNo(cardNo) ?? undefined
    setError(e)
    if (!e) session.setCardId(cardNo.trim())
    return !e
  }
  const query = () => valid() && void check.load(() => payment.checkCardNo(cardNo))
  const activate = async () => {
    if (!valid()) return
    setBusy(true)
    try {
      setResult(await payment.activateCard(cardNo))
      session.setCardId('')
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <PageShell>
      <LoginGate why='登录后才能激活会员卡'>
        <Section title='会员卡' testId='card-form'>
          <Field
            name='cardNo'
            title='卡号'
            value={cardNo}
            maxLength={19}
            placeholder='16 位卡号，如 ABCD-EFGH-JKLM-NPQR'
            error={error}
            onChange={(v) => {
              setCardNo(v)
              setError(undefined)
              setResult(null)
            }}
          />
          <Button size='small' kind='ghost' onClick={query} testId='card-check'>
            查询此卡
          </Button>
          {check.loaded || check.loading ? (
            <AsyncView state={check} errorText='查询失败'>
              {() =>
                check.data ? (
                  <Note testId='card-info'>
                    <Text>
                      {check.data.CardNo}：{check.data.MemberTypeName}，{check.data.Days} 天，未使用
                    </Text>
                  </Note>
                ) : null
              }
            </AsyncView>
          ) : null}
        </Section>
        {result ? (
          <Note testId='card-done'>
            <Text>
              激活成功：{result.MemberTypeName}，有效期至 {result.MemberExpireAt?.slice(0, 10)}
            </Text>
          </Note>
        ) : (
          <Note>激活后会员权益立即生效，天数接在现有有效期之后。一张卡只能激活一次。</Note>
        )}
        <ActivatedCards after={result} />
        <BottomBar>
          <Button block loading={busy} onClick={() => void activate()} testId='card-submit'>
            激活
          </Button>
        </BottomBar>
      </LoginGate>
    </PageShell>
  )
}

export default observer(MemberActivationPage)
