import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton, AtList, AtListItem } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import '../account-ui/form.scss'
import { useStore } from '../../../stores'
import { logout } from '../../../services/account'
import { goLogin, PAGES } from '../../../services/navigation'
import { Public } from '../../../services/public'
import { APP_VERSION, versionText } from '../../../utils/version'
import { pageUrl } from '../../../utils/url'

/** 设置: account links, documents, version v5.9 (49) and logout. */
function SettingPage() {
  const { session, config } = useStore()
  const loggedIn = session.isLoggedIn
  const [latest, setLatest] = useState<{ Version: string; Code: number } | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    Public.AppVersion(undefined, { silent: true })
      .then((v) => setLatest(v))
      .catch(() => undefined)
  }, [])

  const open = (route: string) => void Taro.navigateTo({ url: pageUrl(route) })
  const needLogin = (route: string) => (loggedIn ? open(route) : void goLogin(pageUrl(route)))

  const doLogout = async () => {
    const { confirm } = await Taro.showModal({ title: '退出登录', content: '确定要退出当前账号吗？', confirmText: '退出', confirmColor: '#e5484d' })
    if (!confirm) return
    setBusy(true)
    try {
      if (await logout()) setTimeout(() => void Taro.switchTab({ url: `/${PAGES.personal}` }), 800)
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell className='acc-page'>
      <Text className='acc-section-title'>账号</Text>
      <View className='acc-card'>
        <AtList hasBorder={false}>
          <AtListItem title='编辑资料' arrow='right' onClick={() => needLogin('pages/personal/editInfo/editInfo')} />
          <AtListItem title='高考信息' arrow='right' onClick={() => needLogin(PAGES.completeInfo)} />
          <AtListItem title='修改密码' arrow='right' onClick={() => needLogin('pages/personal/editpassword')} />
          <AtListItem title='注销账号' arrow='right' onClick={() => needLogin('pages/personal/delete-account/index')} />
        </AtList>
      </View>
      <Text className='acc-section-title'>关于</Text>
      <View className='acc-card'>
        <AtList hasBorder={false}>
          <AtListItem title='用户服务协议' arrow='right' onClick={() => open('pages/personal/service/service')} />
          <AtListItem title='隐私政策' arrow='right' onClick={() => open('pages/personal/service/agreement')} />
          <AtListItem title='关于我们' arrow='right' onClick={() => open('pages/personal/company/index')} />
          <AtListItem title='商务合作' arrow='right' onClick={() => open('pages/personal/cooperation/index')} />
          {config.servicePhone ? (
            <AtListItem title='客服电话' extraText={config.servicePhone} onClick={() => void Taro.makePhoneCall({ phoneNumber: config.servicePhone }).catch(() => undefined)} />
          ) : null}
          <AtListItem
            title='当前版本'
            extraText={latest && latest.Code > APP_VERSION.code ? `${versionText()}，可更新到 v${latest.Version}` : versionText()}
          />
        </AtList>
      </View>
      {loggedIn ? (
        <View className='acc-actions'>
          <AtButton className='acc-logout' loading={busy} disabled={busy} onClick={doLogout}>
            退出登录
          </AtButton>
        </View>
      ) : (
        <View className='acc-actions'>
          <AtButton type='primary' onClick={() => void goLogin(pageUrl(PAGES.personal))}>
            登录 / 注册
          </AtButton>
        </View>
      )}
      <Text className='acc-version'>志愿填报 {versionText()}</Text>
    </PageShell>
  )
}

export default observer(SettingPage)
