import { useState } from 'react'
import Taro from '@tarojs/taro'
import { AtList, AtListItem } from 'taro-ui'
import { observer } from 'mobx-react'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { useStore } from '../../../stores'
import { logout } from '../../../stores/flows/account'
import { goLogin, PAGES } from '../../../navigation'
import { APP_VERSION, versionText } from '../../../utils/version'
import { pageUrl } from '../../../utils/url'
import { FormPage, FormCard, FormActions, FormNote } from '../../../components/form-page'
import { Button } from '../../../components/button'
import { ActionSheet } from '../../../components/action-sheet'
import { tablePageOf } from '../../../model/wish'
import { WishType } from '../../../stores'
import 'taro-ui/lib/style/components/list.scss'
import 'taro-ui/lib/style/components/icon.scss'

/** 设置: account links, documents, version v5.9 (49) and logout. */
function SettingPage() {
  const store = useStore()
  const { session, config, wish } = store
  const loggedIn = session.isLoggedIn
  const latest = useLoaded(() => store.accountPages.appVersion()).data
  const [busy, setBusy] = useState(false)

  const open = (route: string) => void Taro.navigateTo({ url: pageUrl(route) })
  const needLogin = (route: string) => (loggedIn ? open(route) : void goLogin(pageUrl(route)))

  const [draftChoice, setDraftChoice] = useState(false)
  const drafts = wish.drafts()
  const draftWishes = drafts.reduce((n, d) => n + d.count, 0)

  const endSession = async (keepDrafts: boolean) => {
    setBusy(true)
    try {
      if (await logout({ keepDrafts })) setTimeout(() => void Taro.switchTab({ url: `/${PAGES.personal}` }), 800)
    } finally {
      setBusy(false)
    }
  }

  const doLogout = async () => {
    // an unsaved draft is not wiped by a plain 「确定」: the parent chooses to save it, keep it here, or drop it
    if (drafts.length) {
      setDraftChoice(true)
      return
    }
    const { confirm } = await Taro.showModal({ title: '退出登录', content: '确定要退出当前账号吗？', confirmText: '退出', confirmColor: '#e5484d' })
    if (confirm) await endSession(false)
  }

  const onDraftChoice = (key: 'save' | 'keep' | 'drop') => {
    if (key === 'save') {
      const d = drafts[0]
      wish.setWishType(d.forecast ? WishType.FORECAST : WishType.NORMAL)
      wish.setBatch(d.batchId)
      open(tablePageOf(d.fillMode))
      return
    }
    void endSession(key === 'keep')
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
      <ActionSheet
        open={draftChoice}
        title={`这台设备上有你的 ${drafts.length} 份志愿表草稿（共 ${draftWishes} 个志愿），只有保存后才存到账号里。保留的草稿，下次用本账号在这台设备登录时还在。退出前怎么处理？`}
        options={[
          { key: 'save', label: '先去保存志愿表' },
          { key: 'keep', label: '保留草稿并退出' },
          { key: 'drop', label: '删除草稿并退出' },
        ]}
        onPick={onDraftChoice}
        onClose={() => setDraftChoice(false)}
      />
    </FormPage>
  )
}

export default observer(SettingPage)
