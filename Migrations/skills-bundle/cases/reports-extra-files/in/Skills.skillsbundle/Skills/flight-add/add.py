print('add')
