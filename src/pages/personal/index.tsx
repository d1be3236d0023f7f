import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { trackText } from '../../model/track'
import { useStore } from '../../stores'
import { goLogin, goMember } from '../../navigation'
import { loadUserInfo } from '../../stores/flows/profile'
import { NON_MEMBER } from '@contract/membership'
import './index.scss'
import { Button } from '../../components/button'
import { MenuList, openRoute, type MenuItem } from '../../components/menu-list'
import { Section } from '../../components/section'

/** The personal centre's menu (SPEC §2 personal pages). */
export const PERSONAL_MENU: readonly MenuItem[] = [
  { key: 'wishes', title: '我的志愿表', route: 'pages/personal/volunteerlist/volunteerlist' },
  { key: 'tests', title: '我的测评', route: 'pages/personal/appraisal/list' },
  { key: 'intention', title: '报考意向', route: 'pages/personal/audit/index' },
  { key: 'audit', title: '志愿审核', route: 'pages/personal/audit-wish/index' },
  { key: 'rights', title: '会员权益', route: 'pages/personal/membership' },
  { key: 'card', title: '激活会员卡', route: 'pages/personal/memberactivation' },
  { key: 'help', title: '帮助中心', route: 'pages/personal/user-help/userHelp' },
  { key: 'agent', title: '本地服务商', route: 'pages/personal/agent/index' },
  { key: 'about', title: '关于我们', route: 'pages/personal/company/index' },
  { key: 'business', title: '商务合作', route: 'pages/personal/cooperation/index' },
  { key: 'settings', title: '设置', route: 'pages/personal/setting/index' },
]

/** 'YYYY-MM-DD…' → 'YYYY-MM-DD' */
function day(s: string | null | undefined): string {
  return s ? s.slice(0, 10) : ''
}

const Head = observer(function Head() {
  const { session, profile } = useStore()
  if (!session.isLoggedIn) {
    return (
      <View className='zy-me-head' data-testid='me-head' data-state='anonymous'>
        <View className='zy-me-head__avatar zy-me-head__avatar--blank'>
          <Text>未</Text>
        </View>
        <View className='zy-me-head__info'>
          <Text className='zy-me-head__name'>未登录</Text>
          <Text className='zy-me-head__sub'>登录后保存志愿表、查看测评报告</Text>
        </View>
        <Button size='small' kind='ghost' testId='me-login' onClick={() => void goLogin()}>
          登录 / 注册
        </Button>
      </View>
    )
  }
  const name = session.nickname || session.phone || '同学'
  const p = profile.SProvince
  return (
    <View className='zy-me-head' data-testid='me-head' data-state='logged-in' onClick={() => openRoute('pages/personal/editInfo/editInfo')}>
      {session.avatar ? (
        <Image className='zy-me-head__avatar' src={session.avatar} mode='aspectFill' />
      ) : (
        <View className='zy-me-head__avatar zy-me-head__avatar--blank'>
          <Text>{name.slice(0, 1)}</Text>
        </View>
      )}
      <View className='zy-me-head__info'>
        <Text className='zy-me-head__name'>{name}</Text>
        <Text className='zy-me-head__sub'>
          {p && profile.Year
            ? `${p.ProvinceName} · ${profile.Year} 年 · ${trackText(profile.SubjectType, p.IsNewExam)}${profile.Score !== null ? ` · ${profile.Score} 分` : ''}`
            : '还没有填写高考信息'}
        </Text>
      </View>
      <Text className='zy-me-head__edit'>资料 ›</Text>
    </View>
  )
})

const MemberCard = observer(function MemberCard() {
  const { session } = useStore()
  const type = session.memberType
  const isMember = type !== null && type !== NON_MEMBER
  return (
    <View className='zy-me-member' data-testid='member-card' data-member={isMember ? 'true' : 'false'}>
      <View className='zy-me-member__text'>
        <Text className='zy-me-member__title'>{isMember ? '志愿填报会员' : '开通会员'}</Text>
        <Text className='zy-me-member__sub'>
          {isMember
            ? session.userInfo?.MemberExpireAt
              ? `有效期至 ${day(session.userInfo.MemberExpireAt)}`
              : '会员权益已开通'
            : '解锁智能推荐、志愿表审核等全部功能'}
        </Text>
      </View>
      <Button
        size='small'
        kind='ghost'
        testId='member-action'
        onClick={() => (isMember ? openRoute('pages/personal/membership') : session.isLoggedIn ? void goMember() : void goLogin())}
      >
        {isMember ? '查看权益' : '立即开通'}
      </Button>
    </View>
  )
})

function PersonalPage() {
  const { session } = useStore()
  const refresh = async () => {
    if (session.isLoggedIn) await loadUserInfo({ silent: true })
  }
  return (
    <PageShell className='zy-me' onRefresh={refresh}>
      <View className='zy-me__band'>
        <Head />
        <MemberCard />
      </View>
      <Section flush testId='me-menu'>
        <MenuList items={PERSONAL_MENU} />
      </Section>
      {!session.isLoggedIn ? null : (
        <View className='zy-me__foot'>
          <Text className='zy-muted'>账号 {session.phone}</Text>
        </View>
      )}
    </PageShell>
  )
}

export default observer(PersonalPage)
