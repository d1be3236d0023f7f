import { TestReportPage } from '../../components/test-report'

/** 性格测评报告 */
export default function PersonalityDetailPage() {
  return <TestReportPage type='personality' />
}
