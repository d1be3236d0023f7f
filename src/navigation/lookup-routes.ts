/** Addresses of the lookup pages and their parameters, so every link into them is spelled once. */
import { go } from './index'
import { pageUrl } from '../utils/url'

export const LOOKUP = {
  searchSchool: 'pages/home/searchSchool/searchSchool',
  contrastPrepare: 'pages/home/searchSchool/contrast-prepare',
  screen: 'pages/home/screen/screen',
  schoolDetail: 'pages/home/schoolDetail/schoolDetail',
  constitution: 'pages/home/schoolDetail/constitutionDetails',
  compare: 'pages/home/schoolDetail/compareCollege',
  collegeRank: 'pages/home/collegeRank/collegeRank',
  collegeRankScreen: 'pages/home/collegeRank/screen',
  searchSpecialty: 'pages/home/searchspecialty',
  specialtyCategory: 'pages/home/specialityCategory',
  specialtyDetails: 'pages/home/specialityDetails',
  specialtyRank: 'pages/home/specialty-rank/index',
  professional: 'pages/home/professional/professional',
  rank: 'pages/home/searcharrangement',
  batch: 'pages/home/searchbatch',
  plan: 'pages/home/enrollmentplan/enrollmentplan',
  planSchool: 'pages/home/enrollmentplan/searchschool',
  planSearch: 'pages/home/enrollmentplan/searchEnrollment',
  enrollData: 'pages/home/enrollData/index',
  enrollDataSearch: 'pages/home/enrollData/searchEnrollment',
  enrollDataSchool: 'pages/home/enrollData/searchschool',
  search: 'pages/home/homeTopSearch/search',
  diagnosis: 'pages/home/diagnosis/index',
  diagnosisInfo: 'pages/home/diagnosis/diagnosis-info',
} as const

export function openSchool(schoolId: number): void {
  void go(pageUrl(LOOKUP.schoolDetail, { SchoolId: schoolId }))
}

export function openMajor(majorCode: string): void {
  void go(pageUrl(LOOKUP.specialtyDetails, { MajorCode: majorCode }))
}

export function open(route: string, params: Record<string, string | number | undefined> = {}): void {
  void go(pageUrl(route, params))
}
