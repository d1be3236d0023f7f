import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { AtList, AtListItem } from 'taro-ui'
import { observer } from 'mobx-react'
import { useStore } from '../../../stores'
import { logout } from '../../../services/account'
import { goLogin, PAGES } from '../../../services/navigation'
import { Public } from '../../../services/public'
import { APP_VERSION, versionText } from '../../../utils/version'
import { pageUrl } from '../../../utils/url'
import { FormPage, FormCard, FormActions, FormNote } from '../../../components/form-page'
import { Button } from '../../../components/button'
import 'taro-ui/lib/style/components/list.scss'
import 'taro-ui/lib/style/components/icon.scss'

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
    <FormPage>
      <FormCard title='账号'>
        <AtList hasBorder={false}>
          <AtListItem title='编辑资料' arrow='right' onClick={() => needLogin('pages/personal/editInfo/editInfo')} />
          <AtListItem title='高考信息' arrow='right' onClick={() => needLogin(PAGES.completeInfo)} />
          <AtListItem title='修改密码' arrow='right' onClick={() => needLogin('pages/personal/editpassword')} />
          <AtListItem title='注销账号' arrow='right' onClick={() => needLogin('pages/personal/delete-account/index')} />
        </AtList>
      </FormCard>
      <FormCard title='关于'>
        <AtList hasBorder={false}>
          <AtListItem title='用户服务协议' arrow='right' onClick={() => open('pages/personal/service/service')} />
          <AtListItem title='隐私政策' arrow='right' onClick={() => open('pages/personal/service/agreement')} />
          <AtListItem title='关于我们' arrow='right' onClick={() => open('pages/personal/company/index')} />
          <AtListItem title='商务合作' arrow='right' onClick={() => open('pages/personal/cooperation/index')} />
          {config.servicePhone ? (
            <AtListItem
              title='客服电话'
              extraText={config.servicePhone}
              onClick={() => void Taro.makePhoneCall({ phoneNumber: config.servicePhone }).catch(() => undefined)}
            />
          ) : null}
          <AtListItem title='当前版本' extraText={latest && latest.Code > APP_VERSION.code ? `${versionText()}，可更新到 v${latest.Version}` : versionText()} />
        </AtList>
      </FormCard>
      <FormActions>
        {loggedIn ? (
          <Button block kind='plain' loading={busy} onClick={() => void doLogout()} testId='logout'>
            退出登录
          </Button>
        ) : (
          <Button block onClick={() => void goLogin(pageUrl(PAGES.personal))}>
            登录 / 注册
          </Button>
        )}
      </FormActions>
      <FormNote center>志愿填报 {versionText()}</FormNote>
    </FormPage>
  )
}

export default observer(SettingPage)
