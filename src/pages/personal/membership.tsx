import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { MEMBER_BENEFITS } from '../../content/membership'
import { useStore } from '../../stores'
import { goLogin, goMember } from '../../navigation'
import { NON_MEMBER } from '@contract/membership'
import './membership.scss'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Note } from '../../components/note'
import { Section } from '../../components/section'

/** 会员权益: what membership unlocks, and the student's own state. */
function MembershipPage() {
  const { session } = useStore()
  const type = session.memberType
  const isMember = type !== null && type !== NON_MEMBER
  return (
    <PageShell className='zy-rights'>
      <View className='zy-rights__head' data-testid='member-state'>
        <Text className='zy-rights__title'>{isMember ? '你已是会员' : '开通会员，解锁全部功能'}</Text>
        {isMember && session.userInfo?.MemberExpireAt ? <Text className='zy-rights__sub'>有效期至 {session.userInfo.MemberExpireAt.slice(0, 10)}</Text> : null}
      </View>
      <Section title='会员权益' testId='benefits'>
        {MEMBER_BENEFITS.map((b, i) => (
          <View key={b.title} className='zy-rights__item'>
            <Text className='zy-rights__no'>{i + 1}</Text>
            <View className='zy-rights__text'>
              <Text className='zy-rights__name'>{b.title}</Text>
              <Text className='zy-rights__desc'>{b.desc}</Text>
            </View>
          </View>
        ))}
      </Section>
      <Note>有会员卡？可在「我的 › 激活会员卡」中激活。</Note>
      {isMember ? null : (
        <BottomBar>
          <Button block onClick={() => (session.isLoggedIn ? void goMember() : void goLogin())} testId='member-open'>
            立即开通
          </Button>
        </BottomBar>
      )}
    </PageShell>
  )
}

export default observer(MembershipPage)
