print("mvcsh")
