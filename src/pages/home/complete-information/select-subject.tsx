import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { CenterMessage, Choice, useLoginGuard } from '../../personal/account-ui'
import '../../personal/account-ui/form.scss'
import { useStore } from '../../../stores'
import { checkSubjectChoice, loadExamSubjects, saveSelectSubjects, type NewExamSubjects } from '../../../services/profile'
import { leaveLogin, PAGES } from '../../../services/navigation'
import { errorText } from '../../../services/request'
import { pageUrl, readParam } from '../../../utils/url'

type Subject = '物理' | '历史' | '化学' | '生物' | '政治' | '地理' | '技术'

/**
 * 选择科目 by the province's mode (Public/NewExamSubject): 3+1+2 → one of 物理/历史 plus two of
 * 化学/生物/政治/地理; 3+3 → three (浙江 adds 技术); 文理 → nothing to choose. Then the `redirect` page.
 */
function SelectSubjectPage() {
  const loggedIn = useLoginGuard()
  const { params } = useRouter()
  const redirect = readParam(params, 'redirect')
  const { session } = useStore()
  const info = session.userInfo
  const [rules, setRules] = useState<NewExamSubjects | null>(null)
  const [first, setFirst] = useState<string | null>(null)
  const [seconds, setSeconds] = useState<string[]>([])
  const [error, setError] = useState('')
  const [loadError, setLoadError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!info?.ExamProvinceId || !info.ExamYear) return
    loadExamSubjects(info.ExamProvinceId, info.ExamYear)
      .then((r) => {
        setRules(r)
        const saved = info.SelectSubjectList
        // the track chosen with the exam information already names the first subject (物理类 / 历史类)
        const byTrack = info.SubjectType === 2 ? '物理' : info.SubjectType === 1 ? '历史' : null
        setFirst(saved.find((s) => r.FirstSubjects.includes(s)) ?? (byTrack && r.FirstSubjects.includes(byTrack) ? byTrack : null))
        setSeconds(saved.filter((s) => r.SecondSubjects.includes(s) && !r.FirstSubjects.includes(s)))
      })
      .catch((e) => setLoadError(errorText(e)))
  }, [info?.ExamProvinceId, info?.ExamYear])

  if (!loggedIn) return <PageShell className='acc-page'><CenterMessage title='请先登录' /></PageShell>
  if (info && (!info.ExamProvinceId || !info.ExamYear)) {
    return (
      <PageShell className='acc-page'>
        <CenterMessage title='请先填写高考省份和年份' sub='选考科目的规则因省份和年份而不同'>
          <View className='acc-actions'>
            <AtButton type='primary' onClick={() => void Taro.redirectTo({ url: pageUrl(PAGES.completeInfo, redirect ? { redirect } : {}) })}>
              去填写
            </AtButton>
          </View>
        </CenterMessage>
      </PageShell>
    )
  }
  if (loadError) return <PageShell className='acc-page'><CenterMessage title='科目规则加载失败' sub={loadError} /></PageShell>
  if (!rules || !info) return <PageShell className='acc-page'><CenterMessage title='加载中，请稍候' spinner /></PageShell>

  if (rules.ExamMode === '文理') {
    return (
      <PageShell className='acc-page'>
        <CenterMessage title={`${info.ExamProvinceName}${info.ExamYear} 年为文理分科高考`} sub='不需要选择选考科目'>
          <View className='acc-actions'>
            <AtButton type='primary' onClick={() => void leaveLogin(redirect)}>
              继续
            </AtButton>
          </View>
        </CenterMessage>
      </PageShell>
    )
  }

  const toggleSecond = (s: string) => {
    setError('')
    if (seconds.includes(s)) setSeconds(seconds.filter((x) => x !== s))
    else if (seconds.length < rules.SecondCount) setSeconds([...seconds, s])
    else void Taro.showToast({ title: `最多选择 ${rules.SecondCount} 门`, icon: 'none', duration: 2000 })
  }

  const submit = async () => {
    const problem = checkSubjectChoice(rules, first, seconds)
    setError(problem ?? '')
    if (problem) return
    setBusy(true)
    try {
      await saveSelectSubjects([...(first ? [first] : []), ...seconds] as Subject[])
      void Taro.showToast({ title: '已保存', icon: 'success', duration: 1200 })
      await leaveLogin(redirect)
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell className='acc-page'>
      <View className='acc-hero'>
        <Text className='acc-hero__title'>选择科目</Text>
        <Text className='acc-hero__sub'>
          {info.ExamProvinceName}
          {info.ExamYear} 年为 {rules.ExamMode} 模式
          {rules.ExamMode === '3+1+2' ? '：首选 1 门，再选 2 门' : `：选 ${rules.SecondCount} 门`}
        </Text>
      </View>
      {rules.ExamMode === '3+1+2' ? (
        <>
          <Text className='acc-section-title'>首选科目（{rules.FirstSubjects.length} 选 1）</Text>
          <View className='acc-card'>
            <View className='acc-choice-row'>
              {rules.FirstSubjects.map((s) => (
                <Choice
                  key={s}
                  text={s}
                  on={first === s}
                  testId={`first-${s}`}
                  onClick={() => {
                    setFirst(s)
                    setError('')
                  }}
                />
              ))}
            </View>
          </View>
        </>
      ) : null}
      <Text className='acc-section-title'>
        {rules.ExamMode === '3+1+2' ? '再选科目' : '选考科目'}（{rules.SecondSubjects.length} 选 {rules.SecondCount}，已选 {seconds.length}）
      </Text>
      <View className='acc-card'>
        <View className='acc-choice-row'>
          {rules.SecondSubjects.map((s) => (
            <Choice
              key={s}
              text={s}
              on={seconds.includes(s)}
              disabled={!seconds.includes(s) && seconds.length >= rules.SecondCount}
              testId={`second-${s}`}
              onClick={() => toggleSecond(s)}
            />
          ))}
        </View>
      </View>
      {error ? <Text className='acc-field__error acc-field__error--block'>{error}</Text> : null}
      <View className='acc-actions'>
        <AtButton type='primary' className='acc-submit' loading={busy} disabled={busy} onClick={submit}>
          保存
        </AtButton>
      </View>
    </PageShell>
  )
}

export default observer(SelectSubjectPage)
