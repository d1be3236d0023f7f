import { TestReportPage } from '../../components/ui/test-report'

/** MBTI 测评报告 */
export default function MbtiDetailPage() {
  return <TestReportPage type='mbti' />
}
