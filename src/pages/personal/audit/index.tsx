import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { ErrorView } from '../../../components/error-view'
import { LoadingView } from '../../../components/loading-view'
import { EmptyView } from '../../../components/empty-view'
import { useStore } from '../../../stores'
import { REMARK_MAX, SCHOOL_LEVELS } from '../../../stores/intention'
import { goLogin } from '../../../navigation'
import './index.scss'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { Chip } from '../../../components/chips'

/** 报考意向: where, what kind of school and which fields the student leans to (used by expert services). */
function IntentionPage() {
  const store = useStore()
  const { session } = useStore()
  const [s] = useState(() => store.intention())
  useEffect(() => {
    if (session.isLoggedIn) void s.load()
  }, [s, session.isLoggedIn])

  if (!session.isLoggedIn) {
    return (
      <PageShell>
        <Section>
          <EmptyView text='登录后填写报考意向' hint='报考意向会用于志愿推荐和专家服务'>
            <Button size='small' onClick={() => void goLogin()}>
              登录
            </Button>
          </EmptyView>
        </Section>
      </PageShell>
    )
  }
  if (s.loading)
    return (
      <PageShell>
        <LoadingView />
      </PageShell>
    )
  if (s.loadError)
    return (
      <PageShell>
        <ErrorView detail={s.loadError} onRetry={() => void s.load()} />
      </PageShell>
    )

  const save = async () => {
    if (await s.save()) void Taro.showToast({ title: '已保存', icon: 'success', duration: 2000 })
  }
  return (
    <PageShell className='zy-intent'>
      <Section title='意向地区' extra={<Text className='zy-muted'>已选 {s.provinceIds.length}</Text>} testId='intent-provinces'>
        <View className='zy-intent__chips'>
          {s.provinces.map((p) => (
            <Chip key={p.ID} on={s.provinceIds.includes(p.ID)} onClick={() => s.toggleProvince(p.ID)} text={p.ProvinceName} />
          ))}
        </View>
        {s.errors.provinces ? (
          <Text className='zy-intent__error' data-error-for='provinces'>
            {s.errors.provinces}
          </Text>
        ) : null}
      </Section>
      <Section title='院校层次' testId='intent-levels'>
        <View className='zy-intent__chips'>
          {SCHOOL_LEVELS.map((l) => (
            <Chip key={l} on={s.schoolLevels.includes(l)} onClick={() => s.toggleLevel(l)} testId={`level-${l}`} text={l} />
          ))}
        </View>
      </Section>
      <Section title='意向专业门类' testId='intent-majors'>
        {s.categoryNames.length ? (
          <View className='zy-intent__chips'>
            {s.categoryNames.map((n) => (
              <Chip key={n} on={s.majorCategories.includes(n)} onClick={() => s.toggleMajor(n)} text={n} />
            ))}
          </View>
        ) : (
          <Text className='zy-muted'>专业目录暂时读不到，可先在备注里写下想学的方向</Text>
        )}
        {s.errors.majors ? <Text className='zy-intent__error'>{s.errors.majors}</Text> : null}
      </Section>
      <Section title='备注' testId='intent-remark'>
        <Textarea
          className='zy-intent__remark'
          value={s.remark}
          maxlength={REMARK_MAX}
          placeholder='如：想留在省内、不考虑医学、家里希望读师范……'
          onInput={(e) => s.setRemark(e.detail.value)}
        />
        <Text className='zy-intent__count'>
          {s.remark.length}/{REMARK_MAX}
        </Text>
        {s.errors.remark ? <Text className='zy-intent__error'>{s.errors.remark}</Text> : null}
      </Section>
      <Note>报考意向只影响推荐的排序和专家服务的参考，不会限制你查看其他院校。</Note>
      <BottomBar>
        <Button block disabled={s.saving} onClick={() => void save()} testId='intent-save'>
          {s.saving ? '正在保存…' : s.saved ? '已保存' : '保存报考意向'}
        </Button>
      </BottomBar>
    </PageShell>
  )
}

export default observer(IntentionPage)
