-- wrk script: each request names one of 10,000 hosts at random (d0.example.com ... d9999.example.com).
math.randomseed(os.time())
request = function()
  return wrk.format("GET", nil, { ["Host"] = "d" .. math.random(0, 9999) .. ".example.com" })
end
