import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { EmptyView } from '../../../components/empty-view'
import { TESTS, testTypeOf } from '../../../content/assessments'
import { Button } from '../../../components/button'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** 提交测评: the answered count and the submit; without answers there is nothing to submit. */
export default function TestSubmitPage() {
  const type = testTypeOf(useRouter().params.type)
  return (
    <PageShell>
      <Section title={type ? TESTS[type].name : '提交测评'} testId='test-submit'>
        <EmptyView text='没有可提交的答卷' hint='请先完成测评题目'>
          <Button size='small' kind='ghost' onClick={() => openRoute(`pages/assess/custom-pages/test-tips${type ? `?type=${type}` : ''}`)}>
            去答题
          </Button>
        </EmptyView>
      </Section>
    </PageShell>
  )
}
