import { Switch, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { QueryForm } from '../../../components/query-form'
import { LOOKUP, open } from '../../../navigation/lookup-routes'
import { LookupStore, ADMISSION_LEVELS } from '../../../stores/lookup'
import { coverageText } from '../line-query'
import { formatNumber } from '../../../utils/number'
import { useStore } from '../../../stores'
import { Chips } from '../../../components/chips'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { Button } from '../../../components/button'

/** 录取数据: province, track, year, level (院校/专业组/专业) and optionally a school or keyword. */
function EnrollDataPage() {
  const lookup = useStore().part(LookupStore)
  const q = lookup.admissions
  const ctx = q.ctx
  useEffect(() => {
    void ctx.ensureInit().then(() => q.loadCoverage())
  }, [ctx, q])
  return (
    <PageShell>
      <Section title='录取数据查询'>
        <View className='zy-lk-field'>
          <Text className='zy-lk-field__label'>数据层级</Text>
          <Chips
            options={ADMISSION_LEVELS.map((l) => ({ key: l.key, label: l.name }))}
            value={q.level}
            onChange={(l) => {
              if (!l) return
              q.setLevel(l)
              void q.loadCoverage()
            }}
          />
        </View>
        <QueryForm
          ctx={ctx}
          school={q.filter.school}
          onPickSchool={() => open(LOOKUP.enrollDataSchool)}
          keyword={q.filter.keyword}
          onKeyword={(k) => q.filter.setKeyword(k)}
          includeSpecial={q.filter.includeSpecial}
          onIncludeSpecial={(v) => q.filter.setIncludeSpecial(v)}
          onChange={() => void q.loadCoverage()}
        >
          <View className='zy-lk-between zy-lk-gap-top'>
            <Text className='zy-lk-muted'>只看省考试院公布的数据</Text>
            <Switch checked={q.officialOnly} color='#1f5eff' onChange={(e) => q.setOfficialOnly(e.detail.value)} />
          </View>
        </QueryForm>
        <View className='zy-lk-gap-top'>
          <Button block testId='admission-query' onClick={() => open(LOOKUP.enrollDataSearch)}>
            查询录取数据
          </Button>
        </View>
      </Section>
      <Section title={`${ctx.provinceName}的录取数据`}>
        {coverageText(q.coverage, (cov) => (
          <Text>
            {ADMISSION_LEVELS.find((l) => l.key === q.level)?.name}共 {formatNumber(cov.Total, { unit: '条' })}普通类数据
            {cov.Years.length ? `，年份 ${cov.Years.join('、')}` : ''}
          </Text>
        ))}
        <Note>
          院校线、专业组线是投档线（进档的最低分），专业线是各专业录取的最低分。位次标「推算」的，是由最低分按当年一分一段表换算得到的，不是官方公布值。
        </Note>
      </Section>
    </PageShell>
  )
}

export default observer(EnrollDataPage)
