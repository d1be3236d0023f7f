import { PageShell } from '../../../components/page-shell'
import { QuestionnairePlaceholder } from '../../../components/questionnaire-placeholder'

/** 升学路径测评 (答题). */
export default function EnterContentPage() {
  return (
    <PageShell>
      <QuestionnairePlaceholder name='升学路径测评' back='pages/assess/index' />
    </PageShell>
  )
}
