import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../components/page-shell'
import { Button } from '../../components/button'
import { Banner } from '../../components/banner'
import { useLoaded } from '../../components/async-view/use-loaded'
import { EntryGrid, type EntryItem } from '../../components/entry-grid'
import { openRoute } from '../../components/menu-list'
import { SearchEntry } from '../../components/search-box'
import { Section } from '../../components/section'
import { SourceTag } from '../../components/source-tag'
import { trackText } from '../../model/track'
import { formatNumber } from '../../utils/number'
import { useStore } from '../../stores'
import { goLogin, PAGES } from '../../navigation'
import { loadUserInfo } from '../../stores/flows/profile'
import school from '../../assets/entries/school.png'
import major from '../../assets/entries/major.png'
import rank from '../../assets/entries/rank.png'
import batch from '../../assets/entries/batch.png'
import plan from '../../assets/entries/plan.png'
import data from '../../assets/entries/data.png'
import fill from '../../assets/entries/fill.png'
import assess from '../../assets/entries/assess.png'
import news from '../../assets/entries/news.png'
import course from '../../assets/entries/course.png'
import './index.scss'

/** DESIGN.md home grid, in this order. */
export const HOME_ENTRIES: readonly EntryItem[] = [
  { key: 'school', title: '查大学', icon: school, route: 'pages/home/searchSchool/searchSchool' },
  { key: 'major', title: '查专业', icon: major, route: 'pages/home/searchspecialty' },
  { key: 'rank', title: '查位次', icon: rank, route: 'pages/home/searcharrangement' },
  { key: 'batch', title: '批次线', icon: batch, route: 'pages/home/searchbatch' },
  { key: 'plan', title: '招生计划', icon: plan, route: 'pages/home/enrollmentplan/enrollmentplan' },
  { key: 'data', title: '录取数据', icon: data, route: 'pages/home/enrollData/index' },
  { key: 'fill', title: '志愿填报', icon: fill, route: 'pages/query/index' },
  { key: 'assess', title: '测评', icon: assess, route: 'pages/assess/index' },
  { key: 'news', title: '资讯', icon: news, route: 'pages/home/information/information' },
  { key: 'course', title: '课程', icon: course, route: 'pages/home/course/courseIndex' },
]

const ScoreCard = observer(function ScoreCard() {
  const { session, profile, home } = useStore()
  const form = profile
  const province = form.SProvince
  const edit = () => (session.isLoggedIn ? openRoute(PAGES.completeInfo) : void goLogin())

  if (!session.isLoggedIn) {
    return (
      <View className='zy-home-score zy-home-score--empty' data-testid='score-card' data-state='anonymous'>
        <Text className='zy-home-score__lead'>登录并填写高考成绩</Text>
        <Text className='zy-home-score__sub'>按你的省份、科类和分数查位次、看院校，填报更有把握</Text>
        <View className='zy-home-score__actions'>
          <Button size='small' testId='score-login' onClick={() => void goLogin()}>
            登录
          </Button>
          <Button size='small' kind='ghost' testId='score-fill' onClick={() => void goLogin(`/${PAGES.completeInfo}`)}>
            填写成绩
          </Button>
        </View>
      </View>
    )
  }
  if (!province || !form.Year || !form.SubjectType) {
    return (
      <View className='zy-home-score zy-home-score--empty' data-testid='score-card' data-state='incomplete' onClick={edit}>
        <Text className='zy-home-score__lead'>还没有填写高考信息</Text>
        <Text className='zy-home-score__sub'>填写省份、年份和科类后，首页会显示你的分数和位次</Text>
        <View className='zy-home-score__actions'>
          <Button size='small' testId='score-fill' onClick={edit}>
            填写成绩
          </Button>
        </View>
      </View>
    )
  }
  const r = home.rank
  return (
    <View className='zy-home-score' data-testid='score-card' data-state='complete' onClick={edit}>
      <View className='zy-home-score__top'>
        <Text className='zy-home-score__meta'>
          {province.ProvinceName} · {form.Year} 年 · {trackText(form.SubjectType, province.IsNewExam)}
        </Text>
        <Text className='zy-home-score__edit'>修改 ›</Text>
      </View>
      <View className='zy-home-score__nums'>
        <View className='zy-home-score__num'>
          <Text className='zy-home-score__value' data-testid='score-value'>
            {form.Score ?? '—'}
          </Text>
          <Text className='zy-home-score__label'>{form.Score === null ? '未填写分数' : '分数'}</Text>
        </View>
        <View className='zy-home-score__num'>
          <Text className='zy-home-score__value' data-testid='rank-value'>
            {home.rankLoading && !r ? '…' : r?.result.Rank !== null && r ? formatNumber(r.result.Rank) : '—'}
          </Text>
          <Text className='zy-home-score__label'>{r ? (r.fromEarlierYear ? `参考位次（${r.table.Year} 年表）` : '位次') : '位次'}</Text>
        </View>
      </View>
      {r ? (
        <View className='zy-home-score__source' onClick={(e) => e.stopPropagation?.()}>
          {r.result.IsBand ? <Text className='zy-home-score__note'>分数在合并分段内，位次为该段末位</Text> : null}
          <SourceTag
            source={r.table.Source}
            derived={r.fromEarlierYear}
            derivedFrom={r.table.Source}
            year={r.table.Year}
            what={`${r.table.Year} 年 ${r.table.ProvinceName} ${r.table.SubjectName} 一分一段表中 ${r.result.Score} 分的累计位次`}
          />
        </View>
      ) : null}
      {home.rankNote || home.rankError ? <Text className='zy-home-score__note'>{home.rankNote ?? `位次暂时查不到：${home.rankError}`}</Text> : null}
    </View>
  )
})

function HomePage() {
  const store = useStore()
  const { session, profile, home, content } = store
  const ads = useLoaded(() => store.resource(() => content.homeBanners()))
  const key = `${profile.provinceId}|${profile.Year}|${profile.SubjectType}|${profile.Score}`
  useEffect(() => {
    void home.loadRank(profile.data)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names every input of the rank (profile.data is a new object on each read)
  }, [key])

  const refresh = async () => {
    if (session.isLoggedIn) await loadUserInfo({ silent: true }).catch(() => undefined)
    await Promise.all([home.loadRank(profile.data, true), ads.load()])
  }

  return (
    <PageShell className='zy-home' title='志愿填报' onRefresh={refresh}>
      <View className='zy-home__hero'>
        <ScoreCard />
      </View>
      <View className='zy-home__search'>
        <SearchEntry placeholder='搜索大学、专业' testId='home-search' onClick={() => openRoute('pages/home/homeTopSearch/search')} />
      </View>
      <Section flush testId='home-entries-card'>
        <EntryGrid items={HOME_ENTRIES} columns={5} testId='home-entries' />
      </Section>
      <Section title='升学资讯' onMore={() => openRoute('pages/home/information/information')} testId='home-news' flush>
        <Banner items={ads.data ?? []} src={(p) => content.media(p)} />
      </Section>
    </PageShell>
  )
}

export default observer(HomePage)
