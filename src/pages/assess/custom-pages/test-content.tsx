import { useRouter } from '@tarojs/taro'
import { PageShell } from '../../../components/page-shell'
import { QuestionnairePlaceholder } from '../../../components/questionnaire-placeholder'
import { TESTS, testTypeOf } from '../../../content/assessments'

/** 测评 (答题). */
export default function TestContentPage() {
  const type = testTypeOf(useRouter().params.type)
  return (
    <PageShell>
      <QuestionnairePlaceholder name={type ? TESTS[type].name : '测评'} back='pages/assess/index' />
    </PageShell>
  )
}
