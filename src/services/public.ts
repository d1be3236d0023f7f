/** Public/* calls: configuration, provinces, regions, dictionary. */
import { endpoint } from './request'

export const Public = {
  Config: endpoint('Public/Config'),
  AppVersion: endpoint('Public/AppVersion'),
  ProvinceList: endpoint('Public/ProvinceList'),
  ProvinceIsNewExam: endpoint('Public/ProvinceIsNewExam'),
  ProvinceIsFinalScore: endpoint('Public/ProvinceIsFinalScore'),
  NewExamProvince: endpoint('Public/NewExamProvince'),
  NewExamProvinceYear: endpoint('Public/NewExamProvinceYear'),
  NewExamSubject: endpoint('Public/NewExamSubject'),
  Area: endpoint('Public/Area'),
  CityList: endpoint('Public/CityList'),
  DistrictList: endpoint('Public/DistrictList'),
  Dictionary: endpoint('Public/Dictionary'),
  AliUserId: endpoint('Public/AliUserId'),
}
