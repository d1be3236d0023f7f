import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { MEMBER_BENEFITS } from '../../content/membership'
import { useStore } from '../../stores'
import { goLogin, goMember } from '../../navigation'
import { MEMBER_GROUP_LABELS, MEMBER_GROUPS, MEMBER_TYPES, memberTypeLabel, NON_MEMBER, type MemberGroup } from '@contract/membership'
import './membership.scss'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Note } from '../../components/note'
import { Section } from '../../components/section'
import { openRoute } from '../../components/menu-list'

const GROUPS = Object.keys(MEMBER_GROUPS) as MemberGroup[]
const groupsOf = (type: number) => GROUPS.filter((g) => (MEMBER_GROUPS[g] as readonly number[]).includes(type))

/** 会员权益: what each membership gives, and the student's own membership and its expiry. */
function MembershipPage() {
  const { session } = useStore()
  const type = session.memberType
  const expire = session.userInfo?.MemberExpireAt
  const expired = !!expire && new Date(expire).getTime() <= Date.now()
  const isMember = type !== null && type !== NON_MEMBER && !expired
  return (
    <PageShell className='zy-rights'>
      <View className='zy-rights__head' data-testid='member-state'>
        <Text className='zy-rights__title'>{isMember ? `你是${memberTypeLabel(type)}` : expired ? '会员已到期' : '开通会员，解锁全部功能'}</Text>
        {expire && type !== NON_MEMBER ? (
          <Text className='zy-rights__sub'>
            {expired ? '到期于' : '有效期至'} {expire.slice(0, 10)}
          </Text>
        ) : null}
      </View>
      <Section title='会员类型与权益' testId='member-types'>
        {MEMBER_TYPES.map((m) => (
          <View key={m.type} className={`zy-rights__item ${m.type === type ? 'zy-rights__item--mine' : ''}`} data-testid={`member-type-${m.type}`}>
            <Text className='zy-rights__no'>{m.type}</Text>
            <View className='zy-rights__text'>
              <Text className='zy-rights__name'>
                {m.label}
                {m.type === type && isMember ? '（当前）' : ''}
              </Text>
              <Text className='zy-rights__desc'>{m.gives}</Text>
              <Text className='zy-rights__desc'>
                包含：
                {groupsOf(m.type)
                  .map((g) => MEMBER_GROUP_LABELS[g])
                  .join('、')}{' '}
                · 常见有效期 {m.days >= 3650 ? '长期' : `${m.days} 天`}
              </Text>
            </View>
          </View>
        ))}
      </Section>
      <Section title='会员可以' testId='benefits'>
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
      <Note>会员类型的名称、权益和有效期由本产品设定；具体套餐与价格以开通页显示为准。有会员卡？</Note>
      <Button size='small' kind='ghost' onClick={() => openRoute('pages/personal/memberactivation')} testId='member-card'>
        激活会员卡
      </Button>
      <BottomBar>
        <Button block onClick={() => (session.isLoggedIn ? void goMember() : void goLogin())} testId='member-open'>
          {isMember ? '续费 / 升级' : '立即开通'}
        </Button>
      </BottomBar>
    </PageShell>
  )
}

export default observer(MembershipPage)
