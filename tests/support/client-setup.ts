process.env.TARO_ENV = process.env.TARO_ENV || 'h5'
