# Shared by backup.sh and restore.sh: parses DATABASE_URL into DB_USER DB_PASSWORD DB_HOST DB_PORT
# DB_NAME. The caller defines die().
# Percent-decoding; a literal backslash stays a backslash, %00 is refused.
urldecode() {
  local s=$1
  [[ $s == *%00* ]] && die "DATABASE_URL contains %00"
  s=${s//\\/\\\\}
  s=${s//%/\\x}
  printf '%b' "$s"
}

# Splits mysql://user:pass@host:port/db?opts into DB_USER DB_PASSWORD DB_HOST DB_PORT DB_NAME.
parse_database_url() {
  local url=$1 rest authority userinfo hostport
  case $url in
    mysql://* | mariadb://*) rest=${url#*://} ;;
    *) die "DATABASE_URL must start with mysql:// or mariadb:// (got ${url%%:*}:...)" ;;
  esac
  rest=${rest%%\?*}
  rest=${rest%%#*}
  [[ $rest == */* ]] || die "DATABASE_URL has no database name"
  authority=${rest%%/*}
  DB_NAME=$(urldecode "${rest#*/}")
  DB_NAME=${DB_NAME%/}
  [ -n "$DB_NAME" ] || die "DATABASE_URL has no database name"
  [[ $DB_NAME != */* ]] || die "DATABASE_URL: invalid database name"
  if [[ $authority == *@* ]]; then
    userinfo=${authority%@*}
    hostport=${authority##*@}
  else
    userinfo=''
    hostport=$authority
  fi
  if [[ $userinfo == *:* ]]; then
    DB_USER=$(urldecode "${userinfo%%:*}")
    DB_PASSWORD=$(urldecode "${userinfo#*:}")
  else
    DB_USER=$(urldecode "$userinfo")
    DB_PASSWORD=''
  fi
  if [[ $hostport == \[* ]]; then # [ipv6]:port
    DB_HOST=${hostport%%]*}
    DB_HOST=${DB_HOST#[}
    hostport=${hostport#*]}
    DB_PORT=${hostport#:}
  elif [[ $hostport == *:* ]]; then
    DB_HOST=${hostport%%:*}
    DB_PORT=${hostport#*:}
  else
    DB_HOST=$hostport
    DB_PORT=''
  fi
  DB_PORT=${DB_PORT:-3306}
  [ -n "$DB_HOST" ] || die "DATABASE_URL has no host"
  [[ $DB_PORT =~ ^[0-9]+$ ]] || die "DATABASE_URL: invalid port"
  [ -n "$DB_USER" ] || DB_USER=root
}
