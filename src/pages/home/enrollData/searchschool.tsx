import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { SchoolPicker } from '../../../components/school-picker'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'

/** 选择院校 for the 录取数据 query. */
function EnrollDataSchoolPage() {
  const lookup = useStore().part(LookupStore)
  const q = lookup.admissions
  return (
    <PageShell>
      <SchoolPicker current={q.filter.school} onPick={(s) => q.filter.setSchool(s)} />
    </PageShell>
  )
}

export default observer(EnrollDataSchoolPage)
